import { queryOptions } from '@tanstack/react-query'
import { isDirectoryKey } from '@/features/directory/entry'
import type { OrganiserEntry } from '@/features/events/proposal/organiser-entries'
import { supabase } from '@/lib/supabase/client'
import type { Tables } from '@/lib/supabase/database.types'
import { accountQueries } from './queries'

/** One of the member's articles: its status, the decision's reason and the entry it is about. */
export type OwnArticle = Pick<Tables<'articles'>, 'id' | 'slug' | 'title' | 'status' | 'publish_at' | 'rejection_reason' | 'entry_id' | 'updated_at'>

/** The entries the member manages (from approved claims), whatever their status: a manager reads their own. */
async function fetchManagedEntries(userId: string): Promise<OrganiserEntry[]> {
  const { data: managed } = await supabase.from('entry_managers').select('entry_id').eq('user_id', userId).throwOnError()
  if (managed.length === 0) return []
  const { data } = await supabase
    .from('directory_entries')
    .select('id, name, directory, slug')
    .in(
      'id',
      managed.map((row) => row.entry_id),
    )
    .order('name')
    .throwOnError()
  return data.flatMap(({ directory, ...entry }) => (isDirectoryKey(directory) ? [{ ...entry, directory }] : []))
}

/** The member's articles, the latest changed first (RLS shows administrators everyone's, so the query keeps to the member's own). */
async function fetchOwnArticles(userId: string): Promise<OwnArticle[]> {
  const { data } = await supabase
    .from('articles')
    .select('id, slug, title, status, publish_at, rejection_reason, entry_id, updated_at')
    .eq('author_id', userId)
    .order('updated_at', { ascending: false })
    .throwOnError()
  return data
}

export const ownArticleQueries = {
  all: () => [...accountQueries.all(), 'articles'] as const,
  managedEntries: (userId: string) => queryOptions({ queryKey: [...ownArticleQueries.all(), 'entries', userId], queryFn: () => fetchManagedEntries(userId) }),
  list: (userId: string) => queryOptions({ queryKey: [...ownArticleQueries.all(), 'list', userId], queryFn: () => fetchOwnArticles(userId) }),
}
