import { lazy, Suspense, useMemo, useRef } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { PenLine } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { ArticleWriterContext, bylineName, type ArticleWriter } from '@/features/news/editor/article-writer'
import { messages } from '@/lib/messages'
import { useSearchParams } from '@/lib/routing'
import { m } from '@/paraglide/messages'
import { OwnArticlesList } from './own-articles-list'
import { ownArticleQueries } from './own-article-queries'
import { accountQueries } from './queries'

// The editor (and its Markdown preview) loads only when the member writes.
const ArticleEditorSection = lazy(() => import('@/features/news/editor/article-editor-section').then((module) => ({ default: module.ArticleEditorSection })))

/** The address's key of the article being written ('naujas' for a new one), so a reload reopens it. */
const EDIT_PARAM = 'straipsnis'
const NEW = 'naujas'

/**
 * /paskyra: the articles a manager writes about the entries they manage, each with its status and
 * the administrators' decision and reason, and the editor. Shown to managers, and to anyone who
 * wrote articles before (a former manager still reads the decisions).
 */
export function OwnArticles({ userId }: { userId: string }) {
  const managed = useQuery(ownArticleQueries.managedEntries(userId))
  const articles = useQuery(ownArticleQueries.list(userId))
  const profile = useQuery(accountQueries.profile(userId))
  const queryClient = useQueryClient()
  const [search, setSearch] = useSearchParams()
  const heading = useRef<HTMLHeadingElement>(null)
  const editing = search.get(EDIT_PARAM)
  const entries = managed.data

  const writer = useMemo<ArticleWriter>(
    () => ({
      id: userId,
      name: profile.data ? bylineName(profile.data) : null,
      role: 'manager',
      entries: entries ?? [],
      onChanged: () => queryClient.invalidateQueries({ queryKey: ownArticleQueries.list(userId).queryKey }),
    }),
    [userId, profile.data, entries, queryClient],
  )

  function edit(target: string | null) {
    setSearch((current) => {
      const next = new URLSearchParams(current)
      if (target === null) next.delete(EDIT_PARAM)
      else next.set(EDIT_PARAM, target)
      return next
    })
    if (target === null) requestAnimationFrame(() => heading.current?.focus())
  }

  const isError = managed.isError || articles.isError
  // Nothing to show a member who manages nothing and never wrote: the section stays out of the way.
  if (!isError && (managed.isPending || articles.isPending || (managed.data.length === 0 && articles.data.length === 0))) return null
  const canWrite = (entries?.length ?? 0) > 0

  return (
    <section aria-labelledby="mano-straipsniai" className="space-y-4">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h2 id="mano-straipsniai" ref={heading} tabIndex={-1} className="text-xl font-semibold">
          {m.account_articles_heading()}
        </h2>
        {canWrite && !editing && (
          <Button onClick={() => edit(NEW)}>
            <PenLine aria-hidden /> {m.account_write_article()}
          </Button>
        )}
      </div>
      {isError ? (
        <p role="alert">{m.account_articles_load_failed()}</p>
      ) : editing && canWrite ? (
        <ArticleWriterContext.Provider value={writer}>
          <Suspense fallback={<p role="status">{messages.loading}</p>}>
            <ArticleEditorSection target={editing === NEW ? 'new' : editing} onCreated={(id) => edit(id)} onClose={() => edit(null)} />
          </Suspense>
        </ArticleWriterContext.Provider>
      ) : (
        <>
          <p className="text-sm text-slate-700">
            {canWrite
              ? m.account_articles_can_write({ entries: (entries ?? []).map((entry) => entry.name).join(', ') })
              : m.account_articles_cannot_write()}
          </p>
          <OwnArticlesList articles={articles.data ?? []} entries={entries ?? []} canEdit={canWrite} onEdit={edit} />
        </>
      )}
    </section>
  )
}
