import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import type { Tables } from '@/lib/supabase/database.types'
import { fetchEntryContributionsExport, fetchOwnEntryContributions } from './entry-contribution-queries'

/** A reply someone sent through the portal to one of the member's classifieds (who sent it is not shown). */
export type ClassifiedReply = Pick<Tables<'classified_replies'>, 'id' | 'body' | 'created_at'>

/** One of the member's classifieds, with what the administrators decided and the replies it received, newest first. */
export type OwnClassified = Pick<
  Tables<'classifieds'>,
  'id' | 'title' | 'body' | 'category' | 'price' | 'town' | 'contact' | 'status' | 'rejection_reason' | 'hidden_at' | 'expires_at' | 'created_at'
> & {
  replies: ClassifiedReply[]
}

async function fetchProfile(userId: string) {
  const { data } = await supabase.from('profiles').select('*').eq('id', userId).maybeSingle().throwOnError()
  return data
}

async function fetchMemberships(userId: string) {
  const { data } = await supabase
    .from('community_memberships')
    .select('id, community_id, community_name, membership_type, status, rejection_reason, reason, created_at, decided_at, payment_reference, paid_until')
    .eq('user_id', userId)
    .order('created_at', { ascending: false })
    .throwOnError()
  return data
}

/**
 * The events the member proposed, newest first: own_events() keeps to the caller's rows (nobody
 * may read who proposed an event, so the table cannot be filtered by it).
 */
async function fetchProposedEvents() {
  const { data } = await supabase.rpc('own_events').throwOnError()
  return data.map(({ id, slug, title, starts_at, status, rejection_reason }) => ({ id, slug, title, starts_at, status, rejection_reason }))
}

/**
 * The member's classifieds, newest first, each with its replies: own_classifieds() keeps to the
 * caller's rows; the replies are those to them, not the ones the member sent to others.
 */
async function fetchOwnClassifieds(): Promise<OwnClassified[]> {
  const { data: rows } = await supabase.rpc('own_classifieds').throwOnError()
  const classifieds = rows.map(({ id, title, body, category, price, town, contact, status, rejection_reason, hidden_at, expires_at, created_at }) => ({
    id, title, body, category, price, town, contact, status, rejection_reason, hidden_at, expires_at, created_at,
  }))
  if (classifieds.length === 0) return []
  const { data: replies } = await supabase
    .from('classified_replies')
    .select('id, classified_id, body, created_at')
    .in('classified_id', classifieds.map((classified) => classified.id))
    .order('created_at', { ascending: false })
    .throwOnError()
  return classifieds.map((classified) => ({
    ...classified,
    replies: replies.filter((reply) => reply.classified_id === classified.id).map(({ id, body, created_at }) => ({ id, body, created_at })),
  }))
}

/**
 * The member's classifieds in full, the reports they made (of anything, not only classifieds), the replies they sent and the replies
 * their classifieds received (without the senders' ids: those are the senders' data).
 */
async function fetchClassifiedContributions(userId: string) {
  const [classifieds, reports, sent] = await Promise.all([
    supabase.rpc('own_classifieds').throwOnError(),
    supabase.from('content_reports').select('id, target_kind, target_id, reason, note, status, created_at, decided_at').eq('reporter_id', userId).order('created_at').throwOnError(),
    supabase.from('classified_replies').select('id, classified_id, body, created_at').eq('sender_id', userId).order('created_at').throwOnError(),
  ])
  const ids = classifieds.data.map((classified) => classified.id)
  const received =
    ids.length === 0
      ? []
      : (await supabase.from('classified_replies').select('id, classified_id, body, created_at').in('classified_id', ids).order('created_at').throwOnError()).data
  return { classifieds: classifieds.data, reports: reports.data, classified_replies_sent: sent.data, classified_replies_received: received }
}

/** The member's own proposals, chat messages, classifieds and directory corrections and claims in full, for the data export. */
async function fetchContributions(userId: string) {
  const [events, articles, messages, classifieds, entries, preferences, notices, consents, payments] = await Promise.all([
    supabase.rpc('own_events').throwOnError(),
    // Without who decided: that is the administrators' data.
    supabase
      .from('articles')
      .select('id, slug, title, lead, body, category, cover_path, cover_alt, entry_id, status, publish_at, rejection_reason, author_name, created_at, updated_at')
      .eq('author_id', userId)
      .order('created_at')
      .throwOnError(),
    supabase.from('chat_messages').select('id, room_id, body, created_at, edited_at, deleted_at').eq('author_id', userId).order('created_at').throwOnError(),
    fetchClassifiedContributions(userId),
    fetchEntryContributionsExport(userId),
    supabase.from('notification_preferences').select(`${preferenceColumns}, updated_at`).eq('user_id', userId).maybeSingle().throwOnError(),
    supabase.from('notices').select('kind, payload, created_at, read_at').eq('user_id', userId).order('created_at').throwOnError(),
    supabase.from('consent_records').select('purpose, granted, wording, wording_version, source, created_at').eq('user_id', userId).order('created_at').throwOnError(),
    fetchOwnMembershipIds(userId).then(fetchMembershipPayments),
  ])
  return {
    notification_preferences: preferences.data,
    consent_records: consents.data,
    notices: notices.data,
    membership_payments: payments,
    proposed_events: events.data,
    articles: articles.data,
    chat_messages: messages.data,
    ...classifieds,
    ...entries,
  }
}

const preferenceColumns = 'paused, decisions, classified_replies, classified_expiry, portal_decisions, portal_classified_replies, portal_classified_expiry, admin_queue'

/** The member's notification choices as stored; null until they first change one (every kind on). */
async function fetchNotificationPreferences(userId: string) {
  const { data } = await supabase.from('notification_preferences').select(preferenceColumns).eq('user_id', userId).maybeSingle().throwOnError()
  return data
}

/** The member's latest notices, newest first. */
async function fetchNotices(userId: string) {
  const { data } = await supabase.from('notices').select('id, kind, payload, created_at, read_at').eq('user_id', userId).order('created_at', { ascending: false }).limit(20).throwOnError()
  return data
}

/** The ids of the member's own memberships (a manager or administrator reads others' too). */
async function fetchOwnMembershipIds(userId: string) {
  const { data } = await supabase.from('community_memberships').select('id').eq('user_id', userId).throwOnError()
  return data.map((membership) => membership.id)
}

/** Each payment of these memberships, newest first. */
async function fetchMembershipPayments(membershipIds: readonly string[]) {
  if (membershipIds.length === 0) return []
  const { data } = await supabase
    .from('membership_payments')
    .select('id, membership_id, amount_pence, method, paid_on, paid_until, created_at')
    .in('membership_id', [...membershipIds])
    .order('paid_on', { ascending: false })
    .throwOnError()
  return data
}

export const accountQueries = {
  /** Everything of the account page; posting a classified invalidates it all. */
  all: () => ['account'] as const,
  /** Every member's proposed events: proposing an event invalidates these. */
  allProposedEvents: () => [...accountQueries.all(), 'events'] as const,
  /** Every member's own classifieds: closing and renewing one invalidate these. */
  allOwnClassifieds: () => [...accountQueries.all(), 'classifieds'] as const,
  profile: (userId: string) => queryOptions({ queryKey: [...accountQueries.all(), 'profile', userId], queryFn: () => fetchProfile(userId) }),
  memberships: (userId: string) =>
    queryOptions({ queryKey: [...accountQueries.all(), 'memberships', userId], queryFn: () => fetchMemberships(userId) }),
  proposedEvents: (userId: string) =>
    queryOptions({ queryKey: [...accountQueries.allProposedEvents(), userId], queryFn: () => fetchProposedEvents() }),
  ownClassifieds: (userId: string) =>
    queryOptions({ queryKey: [...accountQueries.allOwnClassifieds(), userId], queryFn: () => fetchOwnClassifieds() }),
  // Under all(), which a new correction or claim may invalidate.
  entryContributions: (userId: string) =>
    queryOptions({ queryKey: [...accountQueries.all(), 'entry-contributions', userId], queryFn: () => fetchOwnEntryContributions(userId) }),
  notificationPreferences: (userId: string) =>
    queryOptions({ queryKey: [...accountQueries.all(), 'notification-preferences', userId], queryFn: () => fetchNotificationPreferences(userId) }),
  notices: (userId: string) => queryOptions({ queryKey: [...accountQueries.all(), 'notices', userId], queryFn: () => fetchNotices(userId) }),
  /** Payments of the memberships the account page already lists (their ids). */
  membershipPayments: (membershipIds: readonly string[]) =>
    queryOptions({ queryKey: [...accountQueries.all(), 'membership-payments', ...membershipIds], queryFn: () => fetchMembershipPayments(membershipIds) }),
  contributions: (userId: string) => queryOptions({ queryKey: [...accountQueries.all(), 'contributions', userId], queryFn: () => fetchContributions(userId) }),
}
