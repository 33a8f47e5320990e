import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'

async function fetchProfile(userId: string) {
  const { data } = await supabase.from('profiles').select('*').eq('id', userId).maybeSingle().throwOnError()
  return data
}

async function fetchMemberships(userId: string) {
  const { data } = await supabase
    .from('community_memberships')
    .select('id, community_id, community_name, membership_type, status, rejection_reason, reason, created_at, decided_at')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .throwOnError()
  return data
}

/**
 * The events the member proposed, newest first. RLS also lets everyone read approved events,
 * so the query keeps to the member's own rows.
 */
async function fetchProposedEvents(userId: string) {
  const { data } = await supabase
    .from('events')
    .select('id, slug, title, starts_at, status, rejection_reason')
    .eq('submitted_by', userId)
    .order('created_at', { ascending: false })
    .throwOnError()
  return data
}

/** The member's own proposals and chat messages in full, for the data export. */
async function fetchContributions(userId: string) {
  const [events, messages] = await Promise.all([
    supabase.from('events').select('*').eq('submitted_by', userId).order('created_at').throwOnError(),
    supabase.from('chat_messages').select('id, room_id, body, created_at, edited_at, deleted_at').eq('author_id', userId).order('created_at').throwOnError(),
  ])
  return { proposed_events: events.data, chat_messages: messages.data }
}

export const accountQueries = {
  all: () => ['account'] as const,
  profile: (userId: string) => queryOptions({ queryKey: [...accountQueries.all(), 'profile', userId], queryFn: () => fetchProfile(userId) }),
  memberships: (userId: string) =>
    queryOptions({ queryKey: [...accountQueries.all(), 'memberships', userId], queryFn: () => fetchMemberships(userId) }),
  // Under ['account', 'events'], which proposing an event invalidates.
  proposedEvents: (userId: string) =>
    queryOptions({ queryKey: [...accountQueries.all(), 'events', userId], queryFn: () => fetchProposedEvents(userId) }),
  contributions: (userId: string) => queryOptions({ queryKey: [...accountQueries.all(), 'contributions', userId], queryFn: () => fetchContributions(userId) }),
}
