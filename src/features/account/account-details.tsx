import { useQuery } from '@tanstack/react-query'
import { Link } from '@/lib/routing'
import type { User } from '@supabase/supabase-js'
import { Download } from 'lucide-react'
import { paths } from '@/app/paths'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/intl-format'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { DeleteAccountDialog } from './delete-account-dialog'
import { EntryContributions } from './entry-contributions'
import { exportMyData } from './export-data'
import { ManagedCommunityDues } from './managed-community-dues'
import { MembershipsList } from './memberships-list'
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
      void notify.error(messages.error, 'Nepavyko paruošti duomenų. Bandykite dar kartą.')
    })

  return (
    <div className="mt-8 flex flex-col gap-10">
      <Notices userId={user.id} />

      <section aria-labelledby="profilis">
        <h2 id="profilis" className="mb-1 text-xl font-semibold">
          Profilis
        </h2>
        <p className="mb-4 text-sm text-slate-700">Prisijungta kaip {user.email}</p>
        {profile.isPending ? (
          <p role="status">{messages.loading}</p>
        ) : profile.isError ? (
          <p role="alert">Nepavyko įkelti profilio.</p>
        ) : (
          <ProfileForm
            profile={profile.data}
            isPending={update.isPending}
            onSubmit={(values) =>
              update.mutate(
                { userId: user.id, values },
                {
                  onSuccess: () => void notify.success(messages.success, 'Profilis atnaujintas.'),
                  onError: () => void notify.error(messages.error, 'Nepavyko išsaugoti profilio. Bandykite dar kartą.'),
                },
              )
            }
          />
        )}
      </section>

      <section aria-labelledby="narystes">
        <h2 id="narystes" className="mb-4 text-xl font-semibold">
          Mano narystės
        </h2>
        {memberships.isPending ? (
          <p role="status">{messages.loading}</p>
        ) : memberships.isError ? (
          <p role="alert">Nepavyko įkelti narysčių.</p>
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
          Privatumas ir duomenys
        </h2>
        <p className="text-slate-700">
          {profile.data?.privacy_policy_accepted && profile.data.privacy_policy_accepted_at
            ? `Su privatumo politika (versija ${profile.data.privacy_policy_version ?? 'nenurodyta'}) sutikote ${formatDateTime(profile.data.privacy_policy_accepted_at)}.`
            : 'Su privatumo politika dar nesutikote (sutikimas prašomas teikiant narystės prašymą).'}{' '}
          <Link to={paths.privacy} className="font-medium text-brand-700 underline">
            Skaityti privatumo politiką
          </Link>
        </p>
        <Button variant="outline" onClick={() => void handleExport()}>
          <Download aria-hidden />
          Atsisiųsti mano duomenis
        </Button>
        <DeleteAccountDialog email={user.email ?? ''} />
      </section>
    </div>
  )
}
