import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { editedColumns, type ArticleWrite, type EditedArticle } from './article-form-schema'
import { useArticleWriter } from './article-writer'
import { articleEditorQueries } from './queries'

/** Thrown when no row came back: the article is gone, or the policy refused without a word. */
export class ArticleNotSavedError extends Error {}

type Save = { id: string; row: Partial<ArticleWrite> } | { id?: undefined; row: ArticleWrite }

/** Adds an article or changes one; the author, slug (when left empty) and stamps are the database's. */
async function saveArticle(save: Save): Promise<EditedArticle> {
  const query = save.id === undefined ? supabase.from('articles').insert(save.row) : supabase.from('articles').update(save.row).eq('id', save.id)
  const { data } = await query.select(editedColumns).throwOnError()
  const saved = data?.[0]
  if (!saved || data.length !== 1) throw new ArticleNotSavedError('Article was not saved')
  return saved
}


/** Saves an article; the editor keeps the saved row, so its status and address are the database's. */
export function useSaveArticle() {
  const queryClient = useQueryClient()
  const { onChanged } = useArticleWriter()
  return useMutation({
    mutationFn: saveArticle,
    onSuccess: (saved) => queryClient.setQueryData(articleEditorQueries.detail(saved.id).queryKey, saved),
    onSettled: onChanged,
  })
}

/** Deletes a draft (only a draft: the policy lets writers delete nothing else, and so does this filter). */
export function useDeleteDraft() {
  const queryClient = useQueryClient()
  const { onChanged } = useArticleWriter()
  return useMutation({
    mutationFn: async (id: string) => {
      const { data } = await supabase.from('articles').delete().eq('id', id).eq('status', 'draft').select('id').throwOnError()
      if (!data?.length) throw new ArticleNotSavedError('Draft was not deleted')
    },
    onSuccess: (_, id) => queryClient.removeQueries({ queryKey: articleEditorQueries.detail(id).queryKey }),
    onSettled: onChanged,
  })
}
