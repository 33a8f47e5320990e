import type { Event } from '@/features/events/event'
import { buildAtom } from '@/lib/atom'
import { formatDate } from '@/lib/format'

/** An event in the feed: the event and when its content last changed. */
export type FeedEvent = Event & { updatedAt: string }

/** The feed of events: one entry per event, its summary when and where it is, then what. */
export function buildEventsAtom(events: readonly FeedEvent[], { siteUrl, selfUrl, eventUrl }: { siteUrl: string; selfUrl: string; eventUrl: (event: Event) => string }): string {
  const entries = events.map((event) => ({
    url: eventUrl(event),
    title: event.title,
    updated: event.updatedAt,
    category: event.category,
    summary: `${formatDate(event.date)}${event.allDay ? '' : `, ${event.time}`} · ${event.location}. ${event.description}`,
  }))
  return buildAtom(entries, { title: 'Lietuviai JK: renginiai', siteUrl, selfUrl })
}
