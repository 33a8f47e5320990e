import type { Event } from '@/features/events/event'
import { formatDate } from '@/lib/format'

/** An event in the feed: the event and when its content last changed. */
export type FeedEvent = Event & { updatedAt: string }

const escapeXml = (text: string) => text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`)

/**
 * An Atom feed (RFC 4287) of events: one entry per event, its id the event's page (stable across
 * edits), `updated` the time its content changed, the newest first. Readers poll it.
 */
export function buildEventsAtom(events: readonly FeedEvent[], { siteUrl, selfUrl, eventUrl }: { siteUrl: string; selfUrl: string; eventUrl: (event: Event) => string }): string {
  const newest = [...events].sort((a, b) => (a.updatedAt < b.updatedAt ? 1 : a.updatedAt > b.updatedAt ? -1 : 0)).slice(0, 50)
  const updated = newest[0]?.updatedAt ?? '2025-01-01T00:00:00Z'
  const entries = newest.map((event) => {
    const url = eventUrl(event)
    const when = `${formatDate(event.date)}${event.allDay ? '' : `, ${event.time}`} · ${event.location}`
    return [
      '  <entry>',
      `    <id>${escapeXml(url)}</id>`,
      `    <title>${escapeXml(event.title)}</title>`,
      `    <link rel="alternate" type="text/html" href="${escapeXml(url)}"/>`,
      `    <updated>${new Date(event.updatedAt).toISOString()}</updated>`,
      `    <category term="${escapeXml(event.category)}"/>`,
      `    <summary>${escapeXml(`${when}. ${event.description}`)}</summary>`,
      '  </entry>',
    ].join('\n')
  })
  return [
    '<?xml version="1.0" encoding="utf-8"?>',
    '<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="lt">',
    '  <title>Lietuviai JK: renginiai</title>',
    `  <id>${escapeXml(selfUrl)}</id>`,
    `  <link rel="self" type="application/atom+xml" href="${escapeXml(selfUrl)}"/>`,
    `  <link rel="alternate" type="text/html" href="${escapeXml(siteUrl)}"/>`,
    `  <updated>${new Date(updated).toISOString()}</updated>`,
    '  <author><name>Lietuviai JK</name></author>',
    ...entries,
    '</feed>',
    '',
  ].join('\n')
}
