import { supabase } from '@/lib/supabase/client'
import type { Tables } from '@/lib/supabase/database.types'

/** A manager's article as an administrator reads it to decide: everything that becomes public. */
export type PendingArticle = Pick<
  Tables<'articles'>,
  'id' | 'title' | 'lead' | 'body' | 'category' | 'cover_path' | 'cover_alt' | 'author_name' | 'entry_id' | 'created_at' | 'updated_at'
> & { entry_name: string | null }

const pendingColumns = 'id, title, lead, body, category, cover_path, cover_alt, author_name, entry_id, created_at, updated_at'

/** Articles waiting for approval, oldest first; the entries they are about by name (a second read: the data API embeds nothing). */
export async function fetchPendingArticles(): Promise<PendingArticle[]> {
  const { data } = await supabase.from('articles').select(pendingColumns).eq('status', 'pending').order('created_at').throwOnError()
  const ids = [...new Set(data.flatMap((article) => (article.entry_id ? [article.entry_id] : [])))]
  const names = new Map<string, string>()
  if (ids.length > 0) {
    const { data: entries } = await supabase.from('directory_entries').select('id, name').in('id', ids).throwOnError()
    for (const entry of entries) names.set(entry.id, entry.name)
  }
  return data.map((article) => ({ ...article, entry_name: article.entry_id ? (names.get(article.entry_id) ?? null) : null }))
}

/** How many articles wait for approval (a count only, no rows). */
export async function countPendingArticles(): Promise<number> {
  const { count } = await supabase.from('articles').select('id', { count: 'exact', head: true }).eq('status', 'pending').throwOnError()
  return count ?? 0
}
