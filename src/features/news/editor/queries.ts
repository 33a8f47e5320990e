import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { editedColumns, type EditedArticle } from './article-form-schema'

/** One article with its body, or null when it is gone (or the writer may no longer read it). */
async function fetchArticle(id: string): Promise<EditedArticle | null> {
  const { data } = await supabase.from('articles').select(editedColumns).eq('id', id).maybeSingle().throwOnError()
  return data
}

export const articleEditorQueries = {
  all: () => ['article-editor'] as const,
  // The editor keeps what it opened with: a refetch must not swap the article under the form.
  detail: (id: string) => queryOptions({ queryKey: [...articleEditorQueries.all(), id], queryFn: () => fetchArticle(id), staleTime: Infinity }),
}
