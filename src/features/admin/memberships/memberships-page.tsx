import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { CommunityDues } from '@/features/communities/dues/community-dues'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { useAdmin } from '../access/admin-context'
import { adminMessages } from '../messages'
import { AdminListState } from '../admin-list-state'
import { useLoadErrorToast } from '../use-load-error-toast'
import { useDecideMembershipMutation } from './mutations'
import { membershipRequestQueries, type MembershipRequest } from './queries'
import { RejectDialog } from './reject-dialog'
import { applicantName, RequestCard } from './request-card'

export function AdminMembershipsPage() {
  const admin = useAdmin()
  const list = useQuery(membershipRequestQueries.list())
  const communities = useQuery(membershipRequestQueries.communities())
  const decide = useDecideMembershipMutation()
  const [rejecting, setRejecting] = useState<MembershipRequest | null>(null)
  const text = adminMessages.memberships
  useLoadErrorToast(list.isError, text.loadFailed)

  const feedback = (success: string) => ({
    onSuccess: () => {
      notify.success(messages.success, success)
      setRejecting(null)
    },
    onError: () => notify.error(messages.error, text.updateFailed),
  })

  return (
    <div className="space-y-6">
      <PageHead title="Narystės prašymai" description="Narystės prašymų administravimas." path={paths.admin.memberships} noIndex />
      <h1 className="text-3xl font-bold">Narystės prašymai</h1>
      <AdminListState
        isPending={list.isPending}
        isError={list.isError}
        data={list.data}
        isEmpty={(rows) => rows.length === 0}
        loading={messages.loading}
        loadFailed={text.loadFailed}
        empty={text.empty}
      >
        {(rows) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {rows.map((request) => (
              <li key={request.id}>
                <RequestCard
                  request={request}
                  isUpdating={decide.isPending && decide.variables?.id === request.id}
                  onApprove={() => decide.mutate({ id: request.id, adminId: admin.id, status: 'approved' }, feedback(text.approved))}
                  onReject={() => setRejecting(request)}
                />
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
      <RejectDialog
        key={rejecting?.id ?? 'none'}
        applicant={rejecting ? applicantName(rejecting) : null}
        isSaving={decide.isPending}
        onClose={() => setRejecting(null)}
        onReject={(reason) =>
          rejecting && decide.mutate({ id: rejecting.id, adminId: admin.id, status: 'rejected', reason }, feedback(text.rejected))
        }
      />
      {communities.data && <CommunityDues communities={communities.data} />}
    </div>
  )
}
