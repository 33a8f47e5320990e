import { paths } from '@/app/paths'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { OrganiserEntry } from '@/features/events/proposal/organiser-entries'
import { articleStatusLabels, articleStatusVariants, shownStatus, type ArticleStatus } from '@/features/news/editor/article-status'
import { Link } from '@/lib/routing'
import { formatUkDateTime } from '@/lib/uk-time'
import type { OwnArticle } from './own-article-queries'

type OwnArticlesListProps = {
  articles: readonly OwnArticle[]
  entries: readonly OrganiserEntry[]
  /** Whether the member still manages an entry (only then are drafts and pending articles theirs to change). */
  canEdit: boolean
  onEdit: (id: string) => void
}

/** When it was published, will be, or last changed. */
function when(status: ArticleStatus, article: OwnArticle) {
  if (article.publish_at && status === 'published') return `Paskelbtas ${formatUkDateTime(article.publish_at)}`
  if (article.publish_at && status === 'scheduled') return `Bus paskelbtas ${formatUkDateTime(article.publish_at)}`
  return `Atnaujintas ${formatUkDateTime(article.updated_at)}`
}

/** Each of the member's articles with its status, the entry it is about and the decision's reason. */
export function OwnArticlesList({ articles, entries, canEdit, onEdit }: OwnArticlesListProps) {
  if (articles.length === 0) return <p className="text-slate-700">Straipsnių dar neparašėte.</p>
  const names = new Map(entries.map((entry) => [entry.id, entry.name]))
  return (
    <ul aria-label="Mano straipsniai" className="flex flex-col gap-3">
      {articles.map((article) => {
        const status = shownStatus(article.status, article.publish_at)
        const entryName = article.entry_id ? names.get(article.entry_id) : undefined
        const editable = canEdit && (status === 'draft' || status === 'pending' || status === 'rejected')
        return (
          <li key={article.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <span className="font-medium [overflow-wrap:anywhere]">{article.title}</span>
              <Badge variant={articleStatusVariants[status]}>{articleStatusLabels[status]}</Badge>
            </div>
            <p className="text-sm text-slate-700">
              {entryName && <>Apie: {entryName} · </>}
              {when(status, article)}
            </p>
            {status === 'rejected' && article.rejection_reason && (
              <p className="text-sm text-slate-900 [overflow-wrap:anywhere]">Atmetimo priežastis: {article.rejection_reason}</p>
            )}
            <div className="flex flex-wrap gap-2">
              {editable && (
                <Button variant="outline" size="sm" onClick={() => onEdit(article.id)}>
                  {status === 'rejected' ? 'Taisyti ir pateikti iš naujo' : 'Redaguoti'}
                  <span className="sr-only">: {article.title}</span>
                </Button>
              )}
              {status === 'published' && (
                <Link to={paths.article(article.slug)} className="text-sm text-brand-700 underline">
                  Skaityti<span className="sr-only">: {article.title}</span>
                </Link>
              )}
            </div>
          </li>
        )
      })}
    </ul>
  )
}
