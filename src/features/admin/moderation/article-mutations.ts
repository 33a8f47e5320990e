import { useMutation, useQueryClient } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import type { TablesUpdate } from '@/lib/supabase/database.types'
import { articleEditorQueries } from '@/features/news/editor/queries'
import { articleQueries } from '../articles/queries'
import { moderationQueries } from './queries'

/** Thrown when no row changed: another administrator decided first, the article is gone, or the policy refused. */
export class ArticleNotDecidedError extends Error {}

type Decision = Pick<TablesUpdate<'articles'>, 'status' | 'publish_at' | 'rejection_reason'>

/** Decides a pending article; only one still pending changes, and the database stamps who decided and when. */
async function decide(id: string, decision: Decision) {
  const { data } = await supabase.from('articles').update(decision).eq('id', id).eq('status', 'pending').select('id').throwOnError()
  // RLS and the status filter refuse silently: no row back means nothing was decided.
  if (!data?.length) throw new ArticleNotDecidedError('Article was not decided')
}

/** The queue, the dashboard's counter, the news editor's list and the article it may open all change. */
function useRefreshAfterDecision() {
  const queryClient = useQueryClient()
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: moderationQueries.all() }),
      queryClient.invalidateQueries({ queryKey: articleQueries.all() }),
      queryClient.invalidateQueries({ queryKey: articleEditorQueries.all() }),
    ])
}

/** Approves an article: published at once (no time given, so the database's own now). */
export function useApproveArticle() {
  const onSettled = useRefreshAfterDecision()
  return useMutation({ mutationFn: ({ id }: { id: string }) => decide(id, { status: 'published', publish_at: null }), onSettled })
}

/** Rejects an article with the reason its author reads in their account (at least 3 characters, the database checks too). */
export function useRejectArticle() {
  const onSettled = useRefreshAfterDecision()
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) => decide(id, { status: 'rejected', rejection_reason: reason }),
    onSettled,
  })
}
