import { Link } from '@/lib/routing'
import { CalendarDays, User } from 'lucide-react'
import { formatDay } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { ArticleSummary } from '../article'
import { lithuanianOnly } from '@/lib/i18n/locale'
import { ukDate } from '@/lib/uk-clock'

/** Who wrote an article, on which UK day it was published, and the entry it is about. */
export function ArticleByline({ article }: { article: ArticleSummary }) {
  const day = ukDate(new Date(article.publishedAt))
  return (
    <p className="mt-auto flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      {article.author && (
        <span className="flex items-center gap-1">
          <User aria-hidden className="size-4" /> {article.author}
        </span>
      )}
      <span className="flex items-center gap-1">
        <CalendarDays aria-hidden className="size-4" /> <time dateTime={article.publishedAt}>{formatDay(day)}</time>
      </span>
      {article.entry && (
        <span>
          {m.news_byline_about()} <Link to={article.entry.path} lang={lithuanianOnly()} className="text-brand-700 underline">
            {article.entry.name}
          </Link>
        </span>
      )}
    </p>
  )
}
