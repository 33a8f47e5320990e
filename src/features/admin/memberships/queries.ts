import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { adminQueries } from '../access/queries'
import { sortRequests } from './sort-requests'

/** Requests with their applicants' names (two queries: no embedding needed). */
async function fetchRequests() {
  const { data: memberships } = await supabase
    .from('community_memberships')
    .select('*')
    .order('created_at', { ascending: false })
    .throwOnError()
  const rows = memberships ?? []
  const userIds = [...new Set(rows.map((row) => row.user_id))]
  const { data: profiles } = userIds.length
    ? await supabase.from('profiles').select('id, first_name, last_name, email').in('id', userIds).throwOnError()
    : { data: [] }
  const byId = new Map((profiles ?? []).map((profile) => [profile.id, profile]))
  return sortRequests(rows.map((row) => ({ ...row, applicant: byId.get(row.user_id) ?? null })))
}

/** Every community, for the dues panel's choice. */
async function fetchCommunities() {
  const { data } = await supabase.from('communities').select('id, name').order('name').throwOnError()
  return data
}

export const membershipRequestQueries = {
  all: () => [...adminQueries.all(), 'memberships'] as const,
  list: () => queryOptions({ queryKey: [...membershipRequestQueries.all(), 'list'], queryFn: fetchRequests }),
  communities: () => queryOptions({ queryKey: [...membershipRequestQueries.all(), 'communities'], queryFn: fetchCommunities }),
}

export type MembershipRequest = Awaited<ReturnType<typeof fetchRequests>>[number]
