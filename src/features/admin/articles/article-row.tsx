import { Pencil } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatUkDateTime } from '@/lib/uk-time'
import { articleStatusLabels, articleStatusVariants, shownStatus } from '@/features/news/editor/article-status'
import type { ListedArticle } from './queries'

/** When an article is or was public, in UK time; nothing for one never published. */
function publication(status: ReturnType<typeof shownStatus>, publishAt: string | null): string {
  if (!publishAt || status === 'draft' || status === 'pending' || status === 'rejected') return 'Nepaskelbtas'
  const when = `${formatUkDateTime(publishAt)} (JK laiku)`
  return status === 'scheduled' ? `Bus paskelbtas ${when}` : `Paskelbtas ${when}`
}

/** One article in the list: its title, status, author, entry and publication, with 'Redaguoti'. */
export function ArticleRow({ article, onEdit }: { article: ListedArticle; onEdit: () => void }) {
  const status = shownStatus(article.status, article.publish_at)
  return (
    <article aria-label={article.title} className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold text-slate-900 [overflow-wrap:anywhere]">{article.title}</h2>
          <Badge variant={articleStatusVariants[status]}>{articleStatusLabels[status]}</Badge>
        </div>
        <p className="text-sm text-slate-700">
          {[article.category, article.author_name ? `Autorius: ${article.author_name}` : null, article.entry_name ? `Apie: ${article.entry_name}` : null].filter(Boolean).join(' · ')}
        </p>
        <p className="text-sm text-slate-700">{publication(status, article.publish_at)}</p>
      </div>
      <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Redaguoti: ${article.title}`}>
        <Pencil aria-hidden /> Redaguoti
      </Button>
    </article>
  )
}
