import { useMemo } from 'react'
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { Plus } from 'lucide-react'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { Button } from '@/components/ui/button'
import { NativeSelect } from '@/components/ui/input'
import { useUrlFilters } from '@/hooks/use-url-filters'
import { messages } from '@/lib/messages'
import { useSearchParams } from '@/lib/routing'
import { choiceParam } from '@/lib/url-params'
import { AdminListState } from '../admin-list-state'
import { useLoadErrorToast } from '../use-load-error-toast'
import { ArticleEditorSection } from '@/features/news/editor/article-editor-section'
import { TranslationEditor } from '@/features/translation/translation-editor'
import { ArticleWriterContext, bylineName, type ArticleWriter } from '@/features/news/editor/article-writer'
import { useAdmin } from '../access/admin-context'
import { moderationQueries } from '../moderation/queries'
import { ArticleRow } from './article-row'
import { articleStatusFilterLabels, articleStatuses, isArticleStatus } from '@/features/news/editor/article-status'
import { filterArticles } from './filter-articles'
import { articleMessages } from '@/features/news/editor/messages'
import { articleQueries } from './queries'

/** The address's key of the article being edited ('naujas' for a new one). */
const EDIT_PARAM = 'straipsnis'
const NEW = 'naujas'

/**
 * /admin/naujienos: every article, the latest changed first, filtered by status (in the address),
 * and the editor of one of them (its id in the address, so a reload reopens it).
 */
export function AdminArticlesPage() {
  const [search, setSearch] = useSearchParams()
  const writer = useAdministratorWriter()
  const editing = search.get(EDIT_PARAM)

  function edit(target: string | null) {
    // A new history entry: back returns to the list.
    setSearch((current) => {
      const next = new URLSearchParams(current)
      if (target === null) next.delete(EDIT_PARAM)
      else next.set(EDIT_PARAM, target)
      return next
    })
  }

  return (
    <div className="space-y-6">
      <PageHead title="Naujienos" description="Naujienų straipsnių rašymas, planavimas ir skelbimas." path={paths.admin.news} noIndex />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Naujienos</h1>
          <p className="mt-1 text-slate-700">Lankytojai mato paskelbtus straipsnius ir suplanuotus, kai ateina jų laikas. Laikas nurodomas JK laiku.</p>
        </div>
        {!editing && (
          <Button onClick={() => edit(NEW)}>
            <Plus aria-hidden /> Naujas straipsnis
          </Button>
        )}
      </div>
      {editing ? (
        <ArticleWriterContext.Provider value={writer}>
          <ArticleEditorSection target={editing === NEW ? 'new' : editing} onCreated={(id) => edit(id)} onClose={() => edit(null)} />
          {editing !== NEW && <TranslationEditor kind="article" itemId={editing} />}
        </ArticleWriterContext.Provider>
      ) : (
        <ArticleList onEdit={edit} />
      )}
    </div>
  )
}

/** The administrator as the editor's writer: after a change the list and the moderation queue (a pending article may have been decided) are read again. */
function useAdministratorWriter(): ArticleWriter {
  const admin = useAdmin()
  const queryClient = useQueryClient()
  return useMemo(
    () => ({
      id: admin.id,
      name: bylineName(admin),
      role: 'administrator',
      onChanged: () =>
        Promise.all([
          queryClient.invalidateQueries({ queryKey: articleQueries.list().queryKey }),
          queryClient.invalidateQueries({ queryKey: moderationQueries.all() }),
        ]),
    }),
    [admin, queryClient],
  )
}

const statusParams = { busena: choiceParam(articleStatuses) }

function ArticleList({ onEdit }: { onEdit: (id: string) => void }) {
  const list = useQuery(articleQueries.list())
  const { values, set } = useUrlFilters(statusParams)
  useLoadErrorToast(list.isError, articleMessages.loadFailed)
  const visible = filterArticles(list.data ?? [], values.busena)
  return (
    <div className="space-y-4">
      <div className="max-w-xs">
        <label htmlFor="article-status" className="text-sm font-medium">
          Būsena
        </label>
        <NativeSelect id="article-status" value={values.busena} onChange={(event) => set('busena', isArticleStatus(event.target.value) ? event.target.value : '')}>
          <option value="">Visi</option>
          {articleStatuses.map((status) => (
            <option key={status} value={status}>
              {articleStatusFilterLabels[status]}
            </option>
          ))}
        </NativeSelect>
      </div>
      <AdminListState
        isPending={list.isPending}
        isError={list.isError}
        data={list.data}
        isEmpty={(rows) => rows.length === 0 || visible.length === 0}
        loading={messages.loading}
        loadFailed={articleMessages.loadFailed}
        empty={list.data?.length ? articleMessages.emptyFiltered : articleMessages.empty}
      >
        {() => (
          <>
            <p className="text-sm text-slate-700">Rodoma straipsnių: {visible.length}</p>
            <ul aria-label="Straipsniai" className="space-y-3">
              {visible.map((article) => (
                <li key={article.id}>
                  <ArticleRow article={article} onEdit={() => onEdit(article.id)} />
                </li>
              ))}
            </ul>
          </>
        )}
      </AdminListState>
    </div>
  )
}
