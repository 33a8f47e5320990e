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

/** A job of the clock (run_due_jobs) that failed to write its mail, with its error (public.due_job_failures, administrators only). */
export type JobFailure = { id: number; job: string; subject: string; error: string; error_code: string; failures: number; first_failed_at: string; last_failed_at: string }

async function fetchJobFailures(): Promise<JobFailure[]> {
  const { data } = await supabase
    .from('due_job_failures')
    .select('id, job, subject, error, error_code, failures, first_failed_at, last_failed_at')
    .order('last_failed_at', { ascending: false })
    .limit(20)
    .throwOnError()
  return data ?? []
}

export const dashboardQueries = {
  all: () => [...adminQueries.all(), 'dashboard'] as const,
  count: (key: CounterKey) =>
    queryOptions({ queryKey: [...dashboardQueries.all(), 'count', key], queryFn: () => fetchCount(key), retry: false }),
  emailProblems: () => queryOptions({ queryKey: [...dashboardQueries.all(), 'email-problems'], queryFn: fetchEmailProblems, retry: false }),
  jobFailures: () => queryOptions({ queryKey: [...dashboardQueries.all(), 'job-failures'], queryFn: fetchJobFailures, retry: false }),
}
