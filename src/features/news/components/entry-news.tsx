import { Link } from '@/lib/routing'
import { CalendarDays, Newspaper } from 'lucide-react'
import type { DirectoryKey } from '@/features/directory/entry'
import { formatDay } from '@/lib/format'
import { useRouteData } from '@/lib/page-data/page-data-context'
import { m } from '@/paraglide/messages'
import { lithuanianOnly } from '@/lib/i18n/locale'
import { ukDate } from '@/lib/uk-clock'

/** An entry's latest articles and coming events, on its page; nothing when it has neither. */
export function EntryNews({ directory, slug }: { directory: DirectoryKey; slug: string }) {
  const { data } = useRouteData(`entry-news:${directory}:${slug}`, (signal) => import('../live/entry-news').then(({ loadEntryNews }) => loadEntryNews(directory, slug, signal)))
  if (!data || (data.articles.length === 0 && data.events.length === 0)) return null
  return (
    <section aria-labelledby="naujienos-ir-renginiai" className="space-y-4">
      <h2 id="naujienos-ir-renginiai" className="text-2xl font-semibold text-slate-900">
        {m.news_entry_heading()}
      </h2>
      <ul className="space-y-3">
        {data.articles.map((article) => (
          <li key={article.path} className="flex gap-3">
            <Newspaper aria-hidden className="mt-1 size-4 shrink-0 text-brand-700" />
            <span>
              <Link to={article.path} lang={lithuanianOnly()} className="font-medium text-brand-700 underline">
                {article.title}
              </Link>
              <span className="block text-sm text-slate-700">
                {m.news_entry_article()}, <time dateTime={article.publishedAt}>{formatDay(ukDate(new Date(article.publishedAt)))}</time>
              </span>
            </span>
          </li>
        ))}
        {data.events.map((event) => (
          <li key={event.path} className="flex gap-3">
            <CalendarDays aria-hidden className="mt-1 size-4 shrink-0 text-brand-700" />
            <span>
              <Link to={event.path} lang={lithuanianOnly()} className="font-medium text-brand-700 underline">
                {event.title}
              </Link>
              <span className="block text-sm text-slate-700">
                {m.news_entry_event()}, <time dateTime={event.startDate}>{formatDay(event.startDate)}</time>
              </span>
            </span>
          </li>
        ))}
      </ul>
    </section>
  )
}
