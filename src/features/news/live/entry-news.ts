import type { DirectoryKey } from '@/features/directory/entry'
import { paths } from '@/app/paths'
import { readPublic } from '@/lib/public-rest'

/** What an entry's page lists of its own news: its latest articles and its coming events. */
export type EntryNews = {
  articles: { title: string; path: string; publishedAt: string }[]
  events: { title: string; path: string; startDate: string }[]
}

/**
 * The three latest published articles about an entry and the three next approved events it
 * organises, in two small reads with the public key.
 */
export async function loadEntryNews(directory: DirectoryKey, slug: string, signal: AbortSignal): Promise<EntryNews> {
  const [articles, events] = await Promise.all([
    readPublic<{ slug: string; title: string; publish_at: string }>(
      'published_articles',
      { select: 'slug,title,publish_at', entry_directory: `eq.${directory}`, entry_slug: `eq.${slug}`, order: 'publish_at.desc', limit: '3' },
      signal,
    ),
    readPublic<{ slug: string; title: string; start_date: string }>(
      'event_listings',
      { select: 'slug,title,start_date', organiser_directory: `eq.${directory}`, organiser_slug: `eq.${slug}`, starts_at: `gte.${new Date().toISOString()}`, order: 'starts_at', limit: '3' },
      signal,
    ),
  ])
  return {
    articles: articles.map((row) => ({ title: row.title, path: paths.article(row.slug), publishedAt: row.publish_at })),
    events: events.map((row) => ({ title: row.title, path: paths.event(row.slug), startDate: row.start_date })),
  }
}
