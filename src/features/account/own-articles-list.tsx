import { paths } from '@/app/paths'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { OrganiserEntry } from '@/features/events/proposal/organiser-entries'
import { articleStatusVariants, shownStatus, type ArticleStatus } from '@/features/news/editor/article-status'
import { Link } from '@/lib/routing'
import { formatUkDateTime } from '@/lib/uk-time'
import { m } from '@/paraglide/messages'
import type { OwnArticle } from './own-article-queries'

type OwnArticlesListProps = {
  articles: readonly OwnArticle[]
  entries: readonly OrganiserEntry[]
  /** Whether the member still manages an entry (only then are drafts and pending articles theirs to change). */
  canEdit: boolean
  onEdit: (id: string) => void
}

/** Each status as its badge says it. */
const statusLabels: Record<ArticleStatus, () => string> = {
  draft: m.account_article_draft,
  pending: m.account_status_pending,
  scheduled: m.account_article_scheduled,
  published: m.account_article_published,
  archived: m.account_article_archived,
  rejected: m.account_status_rejected,
}

/** When it was published, will be, or last changed. */
function when(status: ArticleStatus, article: OwnArticle) {
  if (article.publish_at && status === 'published') return m.account_article_published_on({ date: formatUkDateTime(article.publish_at) })
  if (article.publish_at && status === 'scheduled') return m.account_article_scheduled_on({ date: formatUkDateTime(article.publish_at) })
  return m.account_article_updated_on({ date: formatUkDateTime(article.updated_at) })
}

/** Each of the member's articles with its status, the entry it is about and the decision's reason. */
export function OwnArticlesList({ articles, entries, canEdit, onEdit }: OwnArticlesListProps) {
  if (articles.length === 0) return <p className="text-slate-700">{m.account_articles_empty()}</p>
  const names = new Map(entries.map((entry) => [entry.id, entry.name]))
  return (
    <ul aria-label={m.account_articles_heading()} className="flex flex-col gap-3">
      {articles.map((article) => {
        const status = shownStatus(article.status, article.publish_at)
        const entryName = article.entry_id ? names.get(article.entry_id) : undefined
        const editable = canEdit && (status === 'draft' || status === 'pending' || status === 'rejected')
        return (
          <li key={article.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium [overflow-wrap:anywhere]">{article.title}</span>
              <Badge variant={articleStatusVariants[status]}>{statusLabels[status]()}</Badge>
            </div>
            <p className="text-sm text-slate-700">
              {entryName && <>{m.account_article_about({ name: entryName })} · </>}
              {when(status, article)}
            </p>
            {status === 'rejected' && article.rejection_reason && (
              <p className="text-sm text-slate-900 [overflow-wrap:anywhere]">{m.account_rejection_reason({ reason: article.rejection_reason })}</p>
            )}
            <div className="flex flex-wrap gap-2">
              {editable && (
                <Button variant="outline" size="sm" onClick={() => onEdit(article.id)}>
                  {status === 'rejected' ? m.account_article_resubmit() : m.account_edit()}
                  <span className="sr-only">: {article.title}</span>
                </Button>
              )}
              {status === 'published' && (
                <Link to={paths.article(article.slug)} className="text-sm text-brand-700 underline">
                  {m.account_article_read()}<span className="sr-only">: {article.title}</span>
                </Link>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
