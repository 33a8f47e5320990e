import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import type { Tables } from '@/lib/supabase/database.types'
import { adminQueries } from '../access/queries'

/** One article in the editor's list: no body (a list of long texts would be heavy), the entry by name. */
export type ListedArticle = Pick<Tables<'articles'>, 'id' | 'slug' | 'title' | 'status' | 'category' | 'author_name' | 'entry_id' | 'publish_at' | 'updated_at'> & {
  entry_name: string | null
}

const listColumns = 'id, slug, title, status, category, author_name, entry_id, publish_at, updated_at'

/** The names of the directory entries articles are about (the data API embeds no resources). */
async function entryNames(ids: string[]): Promise<Map<string, string>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const { data } = await supabase.from('directory_entries').select('id, name').in('id', unique).throwOnError()
  return new Map(data.map((entry) => [entry.id, entry.name]))
}

/** Every article, whatever its status (administrators read them all), the latest changed first. */
async function fetchArticles(): Promise<ListedArticle[]> {
  const { data } = await supabase.from('articles').select(listColumns).order('updated_at', { ascending: false }).throwOnError()
  const names = await entryNames(data.flatMap((article) => (article.entry_id ? [article.entry_id] : [])))
  return data.map((article) => ({ ...article, entry_name: article.entry_id ? (names.get(article.entry_id) ?? null) : null }))
}

export const articleQueries = {
  all: () => [...adminQueries.all(), 'articles'] as const,
  list: () => queryOptions({ queryKey: [...articleQueries.all(), 'list'], queryFn: fetchArticles }),
}
