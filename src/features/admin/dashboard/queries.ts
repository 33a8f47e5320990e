import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { adminQueries } from '../access/queries'

/** One count-only query per counter; each fails on its own. */
const counters = {
  contacts: () => supabase.from('contacts').select('*', { count: 'exact', head: true }),
  media: () => supabase.from('media').select('*', { count: 'exact', head: true }).eq('is_active', true),
  directoryEntries: () => supabase.from('directory_entries').select('*', { count: 'exact', head: true }),
  admins: () => supabase.from('admin_users').select('*', { count: 'exact', head: true }).eq('is_active', true),
  pendingMemberships: () =>
    supabase.from('community_memberships').select('*', { count: 'exact', head: true }).eq('status', 'pending'),
  openChatReports: () => supabase.from('chat_reports').select('*', { count: 'exact', head: true }).is('resolved_at', null),
}

export type CounterKey = keyof typeof counters

async function fetchCount(key: CounterKey): Promise<number> {
  const { count, error } = await counters[key]()
  if (error) {
    // A failed counter is only logged; the others still show.
    console.error(`Dashboard counter "${key}" failed:`, error.message)
    throw error
  }
  return count ?? 0
}

/** An e-mail that failed for good or is being tried again, with its error (public.email_problems()). */
export type EmailProblem = { id: number; kind: string; to_email: string; status: string; attempts: number; last_error: string | null; created_at: string; next_attempt_at: string }

async function fetchEmailProblems(): Promise<EmailProblem[]> {
  const { data } = await supabase.rpc('email_problems').throwOnError()
  return data
}

export const dashboardQueries = {
  all: () => [...adminQueries.all(), 'dashboard'] as const,
  count: (key: CounterKey) =>
    queryOptions({ queryKey: [...dashboardQueries.all(), 'count', key], queryFn: () => fetchCount(key), retry: false }),
  emailProblems: () => queryOptions({ queryKey: [...dashboardQueries.all(), 'email-problems'], queryFn: fetchEmailProblems, retry: false }),
}
