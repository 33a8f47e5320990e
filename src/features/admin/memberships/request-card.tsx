import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { formatDateTime } from '@/lib/intl-format'
import type { MembershipRequest } from './queries'

const statusLabels: Record<string, string> = { pending: 'Laukia sprendimo', approved: 'Patvirtinta', rejected: 'Atmesta' }
const statusVariant = { pending: 'accent', approved: 'default', rejected: 'destructive' } as const
const planLabels: Record<string, string> = { member: 'Narys (25 £ per metus)', observer: 'Stebėtojas (nemokamai)' }
const reasonLabels: Record<string, string> = {
  participate: 'Noriu dalyvauti bendruomenės veikloje',
  information: 'Noriu gauti informaciją',
}

export function applicantName(request: MembershipRequest): string {
  const profile = request.applicant
  const name = [profile?.first_name, profile?.last_name].filter(Boolean).join(' ')
  return name || profile?.email || 'Nežinomas naudotojas'
}

type RequestCardProps = { request: MembershipRequest; isUpdating: boolean; onApprove: () => void; onReject: () => void }

export function RequestCard({ request, isUpdating, onApprove, onReject }: RequestCardProps) {
  const status = request.status as keyof typeof statusVariant
  return (
    <Card>
      <CardHeader>
        <Badge variant={statusVariant[status]} className="w-fit">
          {statusLabels[status] ?? status}
        </Badge>
        <CardTitle as="h2">{applicantName(request)}</CardTitle>
        {request.applicant?.email && <p className="text-sm text-slate-700">{request.applicant.email}</p>}
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
          <dt className="font-medium text-slate-700">Bendruomenė</dt>
          <dd>{request.community_name}</dd>
          <dt className="font-medium text-slate-700">Planas</dt>
          <dd>{planLabels[request.membership_type] ?? request.membership_type}</dd>
          <dt className="font-medium text-slate-700">Priežastis</dt>
          <dd>{reasonLabels[request.reason ?? ''] ?? request.reason ?? '—'}</dd>
          <dt className="font-medium text-slate-700">Pateikta</dt>
          <dd>
            <time dateTime={request.created_at}>{formatDateTime(request.created_at)}</time>
          </dd>
          {request.rejection_reason && (
            <>
              <dt className="font-medium text-slate-700">Atmetimo priežastis</dt>
              <dd>{request.rejection_reason}</dd>
            </>
          )}
        </dl>
      </CardContent>
      {status === 'pending' && (
        <CardFooter>
          <Button size="sm" onClick={onApprove} disabled={isUpdating}>
            Patvirtinti
          </Button>
          <Button size="sm" variant="outline" className="text-red-700!" onClick={onReject} disabled={isUpdating}>
            Atmesti
          </Button>
        </CardFooter>
      )}
    </Card>
  )
}
