import type { User } from '@supabase/supabase-js'
import { queryClient } from '@/lib/query-client'
import { m } from '@/paraglide/messages'
import { accountQueries } from './queries'

/** Everything the portal holds about the user, as one JSON file (UK GDPR access right). */
export async function exportMyData(user: User) {
  const [profile, memberships, contributions] = await Promise.all([
    queryClient.fetchQuery({ ...accountQueries.profile(user.id), staleTime: 0 }),
    queryClient.fetchQuery({ ...accountQueries.memberships(user.id), staleTime: 0 }),
    queryClient.fetchQuery({ ...accountQueries.contributions(user.id), staleTime: 0 }),
  ])
  const data = {
    exported_at: new Date().toISOString(),
    user: { id: user.id, email: user.email, created_at: user.created_at, email_confirmed_at: user.email_confirmed_at, user_metadata: user.user_metadata },
    profile,
    memberships,
    ...contributions,
  }
  const url = URL.createObjectURL(new Blob([JSON.stringify(data, null, 2)], { type: 'application/json' }))
  const link = Object.assign(document.createElement('a'), { href: url, download: m.account_export_file_name() })
  document.body.append(link)
  link.click()
  link.remove()
  URL.revokeObjectURL(url)
}
