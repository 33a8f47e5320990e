import { paths } from '@/app/paths'
import { upcomingEvents, type EventSummary } from '@/features/events/event-summary'
import type { ArticleSummary } from '@/features/news/article'
import { formatDay } from '@/lib/format'
import { m } from '@/paraglide/messages'
import type { SearchEntry } from './search-index'
import { ukDate } from '@/lib/uk-clock'

/** Published articles as search hits, found by their title and lead. */
export function articleHits(articles: readonly ArticleSummary[]): SearchEntry[] {
  return articles.map((article) => ({
    key: `article-${article.slug}`,
    title: article.title,
    subtitle: article.category,
    label: m.info_search_article(),
    href: paths.article(article.slug),
    fields: [article.title, article.lead, article.otherWords],
  }))
}

/** The events still to come (UK day `today`) as search hits, found by their title, town and category. */
export function eventHits(events: readonly EventSummary[], today: string = ukDate()): SearchEntry[] {
  return upcomingEvents(events, today).map((event) => ({
    key: `event-${event.id}`,
    title: event.title,
    subtitle: `${formatDay(event.date)} · ${event.location}`,
    label: m.info_search_event(),
    href: paths.event(event.id),
    fields: [event.title, event.location, event.category, event.otherWords],
  }))
}
