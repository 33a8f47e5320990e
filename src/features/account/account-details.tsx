import { useQuery } from '@tanstack/react-query'
import { Link } from '@/lib/routing'
import type { User } from '@supabase/supabase-js'
import { Download } from 'lucide-react'
import { paths } from '@/app/paths'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/intl-format'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { m } from '@/paraglide/messages'
import { DeleteAccountDialog } from './delete-account-dialog'
import { EntryContributions } from './entry-contributions'
import { exportMyData } from './export-data'
import { ManagedCommunityDues } from './managed-community-dues'
import { MembershipsList } from './memberships-list'
import { ModerationDecisions } from './moderation-decisions'
import { useUpdateProfileMutation } from './mutations'
import { Notices } from './notices'
import { NotificationPreferences } from './notification-preferences'
import { OwnArticles } from './own-articles'
import { OwnClassifieds } from './own-classifieds'
import { ProfileForm } from './profile-form'
import { ProposedEvents } from './proposed-events'
import { accountQueries } from './queries'

export function AccountDetails({ user }: { user: User }) {
  const profile = useQuery(accountQueries.profile(user.id))
  const memberships = useQuery(accountQueries.memberships(user.id))
  const update = useUpdateProfileMutation()

  const handleExport = () =>
    exportMyData(user).catch((error: unknown) => {
      console.error('Export failed:', error)
      void notify.error(messages.error, m.account_export_failed())
    })

  return (
    <div className="mt-8 flex flex-col gap-10">
      <Notices userId={user.id} />

      <ModerationDecisions userId={user.id} />

      <section aria-labelledby="profilis">
        <h2 id="profilis" className="mb-1 text-xl font-semibold">
          {m.account_profile_heading()}
        </h2>
        <p className="mb-4 text-sm text-slate-700">{m.account_signed_in_as({ email: user.email ?? '' })}</p>
        {profile.isPending ? (
          <p role="status">{messages.loading}</p>
        ) : profile.isError ? (
          <p role="alert">{m.account_profile_load_failed()}</p>
        ) : (
          <ProfileForm
            profile={profile.data}
            isPending={update.isPending}
            onSubmit={(values) =>
              update.mutate(
                { userId: user.id, values },
                {
                  onSuccess: () => void notify.success(messages.success, m.account_profile_saved()),
                  onError: () => void notify.error(messages.error, m.account_profile_save_failed()),
                },
              )
            }
          />
        )}
      </section>

      <section aria-labelledby="narystes">
        <h2 id="narystes" className="mb-4 text-xl font-semibold">
          {m.account_memberships_heading()}
        </h2>
        {memberships.isPending ? (
          <p role="status">{messages.loading}</p>
        ) : memberships.isError ? (
          <p role="alert">{m.account_memberships_load_failed()}</p>
        ) : (
          <MembershipsList memberships={memberships.data ?? []} />
        )}
      </section>

      <ProposedEvents userId={user.id} />

      <OwnClassifieds userId={user.id} />

      <EntryContributions userId={user.id} />

      <OwnArticles userId={user.id} />

      <ManagedCommunityDues userId={user.id} />

      <NotificationPreferences userId={user.id} />

      <section aria-labelledby="privatumas" className="flex flex-col items-start gap-4">
        <h2 id="privatumas" className="text-xl font-semibold">
          {m.account_privacy_heading()}
        </h2>
        <p className="text-slate-700">
          {profile.data?.privacy_policy_accepted && profile.data.privacy_policy_accepted_at
            ? m.account_privacy_accepted({
                version: profile.data.privacy_policy_version ?? m.account_not_given(),
                date: formatDateTime(profile.data.privacy_policy_accepted_at),
              })
            : m.account_privacy_not_accepted()}{' '}
          <Link to={paths.privacy} className="font-medium text-brand-700 underline">
            {m.account_privacy_read()}
          </Link>
        </p>
        <Button variant="outline" onClick={() => void handleExport()}>
          <Download aria-hidden />
          {m.account_export_button()}
        </Button>
        <DeleteAccountDialog email={user.email ?? ''} />
      </section>
    </div>
  )
}
