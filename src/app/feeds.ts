import { paths } from '@/app/paths'
import type { Event } from '@/features/events/event'
import { readAllPublic, readPublic } from '@/lib/public-rest'
import { buildAtom } from '@/lib/atom'
import { SITE_URL } from '@/lib/site-url'
import type { EventRow } from '@/features/events/live/approved-events'
import { buildEventsAtom, type FeedEvent } from '@/features/events/feeds/atom'
import { eventCategories } from '@/features/events/event-summary'
import { categorySlug } from '@/features/events/feeds/calendar-categories'
import { buildCalendar, sequenceAt, type CancelledEvent } from '@/features/events/ics'

/** A feed the site serves: its body and type, the data keys it read (as a page's), and when time alone changes it. */
export type RenderedFeed = { status: number; body: string; type: string; dataKeys: string[]; refreshAt?: string | null }

type FeedRow = EventRow & { updated_at: string; organiser_entry_id: string | null }
type WithdrawalRow = { slug: string; title: string; category: string; organiser_entry_id: string | null; starts_at: string; ends_at: string; all_day: boolean; withdrawn_at: string }
type CalendarEvent = FeedEvent & { organiserEntryId: string | null; startsAt: string }

const CALENDAR = 'text/calendar; charset=utf-8'
const ATOM = 'application/atom+xml; charset=utf-8'

/**
 * A feed's window: the events that started at most this many days ago (and every later one), and
 * the withdrawals of as many days, which a calendar lists as cancelled so subscribed phones drop
 * them. A feed's size then follows the coming events, not the years of the portal's history.
 */
const PAST_DAYS = 90
const CANCELLED_DAYS = 60
/** The newest articles the news feed carries. */
const NEWS_ITEMS = 50

const eventUrl = (event: Event) => `${SITE_URL}${paths.event(event.id)}`
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * 86_400_000).toISOString()
const daysAfter = (instant: string, days: number) => new Date(Date.parse(instant) + days * 86_400_000).toISOString()

/** The events and withdrawals a feed shows, of one organising entry when `organiserId` is given. */
async function readFeedData(now: Date, organiserId?: string, signal?: AbortSignal) {
  // Loaded as the pages load it (on demand), so the bundler keeps it one module for both.
  const { eventColumns, eventFromRow } = await import('@/features/events/live/approved-events')
  const ofOrganiser: Record<string, string> = organiserId === undefined ? {} : { organiser_entry_id: `eq.${organiserId}` }
  const [rows, withdrawals] = await Promise.all([
    readAllPublic<FeedRow & { starts_at: string }>('event_listings', { select: `${eventColumns},updated_at,organiser_entry_id`, starts_at: `gte.${daysAgo(now, PAST_DAYS)}`, ...ofOrganiser, order: 'starts_at,slug' }, signal),
    readAllPublic<WithdrawalRow>(
      'event_withdrawals',
      { select: 'slug,title,category,organiser_entry_id,starts_at,ends_at,all_day,withdrawn_at', withdrawn_at: `gte.${daysAgo(now, CANCELLED_DAYS)}`, ...ofOrganiser, order: 'withdrawn_at,slug' },
      signal,
    ),
  ])
  const events: CalendarEvent[] = rows.map((row) => ({ ...eventFromRow(row), updatedAt: row.updated_at, organiserEntryId: row.organiser_entry_id, startsAt: row.starts_at }))
  const listed = new Set(events.map((event) => event.id))
  // An event approved again is listed itself; only the last withdrawal of each slug counts.
  const cancelled = new Map<string, WithdrawalRow>()
  for (const row of withdrawals) if (!listed.has(row.slug)) cancelled.set(row.slug, row)
  return { events, cancelled: [...cancelled.values()] }
}

/** When the oldest event or withdrawal leaves the window: the feed changes then. */
function windowEnds(events: readonly CalendarEvent[], cancelled: readonly WithdrawalRow[]): string | null {
  const instants = [...events.map((event) => daysAfter(event.startsAt, PAST_DAYS)), ...cancelled.map((row) => daysAfter(row.withdrawn_at, CANCELLED_DAYS))]
  return instants.length === 0 ? null : instants.reduce((first, instant) => (instant < first ? instant : first))
}

/** The newest change among what a calendar lists: its DTSTAMP, so the same events give the same bytes. */
function lastRevised(events: readonly CalendarEvent[], cancelled: readonly WithdrawalRow[]): Date {
  const times = [...events.map((event) => event.updatedAt), ...cancelled.map((row) => row.withdrawn_at)].map((time) => Date.parse(time))
  return new Date(times.length === 0 ? 0 : Math.max(...times))
}

const asCancelled = (row: WithdrawalRow): CancelledEvent => ({
  slug: row.slug,
  title: row.title,
  category: row.category,
  startsAt: row.starts_at,
  endsAt: row.ends_at,
  allDay: row.all_day,
  withdrawnAt: row.withdrawn_at,
})

function calendar(name: string, events: readonly CalendarEvent[], cancelled: readonly WithdrawalRow[], dataKeys: string[]): RenderedFeed {
  const body = buildCalendar(events, {
    siteUrl: SITE_URL,
    name,
    eventUrl,
    now: lastRevised(events, cancelled),
    sequenceOf: (event) => sequenceAt((event as CalendarEvent).updatedAt),
    cancelled: cancelled.map(asCancelled),
  })
  return { status: 200, body, type: CALENDAR, dataKeys, refreshAt: windowEnds(events, cancelled) }
}

/** The Atom feed of the published articles: a change to an article renders it again. */
async function newsFeed(): Promise<RenderedFeed> {
  const { loadPublishedArticles } = await import('@/features/news/live/published-articles')
  const articles = await loadPublishedArticles(new AbortController().signal, { limit: NEWS_ITEMS })
  const entries = articles.map((article) => ({
    url: `${SITE_URL}${paths.article(article.slug)}`,
    title: article.title,
    published: article.publishedAt,
    updated: article.updatedAt > article.publishedAt ? article.updatedAt : article.publishedAt,
    category: article.category,
    author: article.author,
    summary: article.lead,
  }))
  return { status: 200, body: buildAtom(entries, { title: 'Lietuviai JK: naujienos', siteUrl: SITE_URL, selfUrl: `${SITE_URL}${paths.feeds.news}` }), type: ATOM, dataKeys: ['articles'] }
}

const notFound: RenderedFeed = { status: 404, body: 'Tokio kalendoriaus nėra.\n', type: 'text/plain; charset=utf-8', dataKeys: [] }

/** Whether an address is one of the feeds (rendered by renderFeed, not by the app). */
export function isFeedPath(path: string): boolean {
  return path === paths.feeds.events || path === paths.feeds.news || /^\/kalendorius\/(?:[a-z0-9-]+|bendruomene\/[a-z0-9-]+)\.ics$/.test(path)
}

/**
 * The Atom feed of events, the calendar of every event, one per category and one per community
 * (the events it organises), from the same public reads as the pages. Calendars keep each
 * event's UID, raise its SEQUENCE when its content changes, and list a withdrawn event for 60
 * days as cancelled, so a subscribed phone drops it.
 */
export async function renderFeed(path: string, now: Date = new Date()): Promise<RenderedFeed> {
  if (path === paths.feeds.news) return newsFeed()
  const community = path.match(/^\/kalendorius\/bendruomene\/([a-z0-9-]+)\.ics$/)?.[1]
  if (community) {
    const [entry] = await readPublic<{ id: string; name: string }>('directory_entries', { select: 'id,name', directory: 'eq.communities', status: 'eq.published', slug: `eq.${community}` })
    if (!entry) return notFound
    const { events, cancelled } = await readFeedData(now, entry.id)
    return calendar(`${entry.name}: renginiai`, events, cancelled, [`event-organiser:communities:${community}`])
  }
  const category = eventCategories.find((name) => path === paths.feeds.categoryCalendar(categorySlug(name)))
  if (path !== paths.feeds.events && path !== paths.feeds.calendar && !category) return notFound
  const { events, cancelled } = await readFeedData(now)
  if (path === paths.feeds.events) {
    const body = buildEventsAtom(events, { siteUrl: SITE_URL, selfUrl: `${SITE_URL}${paths.feeds.events}`, eventUrl })
    return { status: 200, body, type: ATOM, dataKeys: ['events'], refreshAt: windowEnds(events, []) }
  }
  if (path === paths.feeds.calendar) return calendar('Lietuviai JK renginiai', events, cancelled, ['events'])
  return calendar(
    `Lietuviai JK renginiai: ${category}`,
    events.filter((event) => event.category === category),
    cancelled.filter((row) => row.category === category),
    [`event-category:${category}`],
  )
}

/** Every feed, for the build: the Atom feed, the calendars of all events, of each category and of each published community. */
export async function listFeedPaths(signal?: AbortSignal): Promise<string[]> {
  const communities = await readAllPublic<{ slug: string }>('directory_entries', { select: 'slug', directory: 'eq.communities', status: 'eq.published', order: 'slug' }, signal)
  return [
    paths.feeds.events,
    paths.feeds.news,
    paths.feeds.calendar,
    ...eventCategories.map((category) => paths.feeds.categoryCalendar(categorySlug(category))),
    ...communities.map(({ slug }) => paths.feeds.communityCalendar(slug)),
  ]
}
