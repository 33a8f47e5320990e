import { readPublic } from '@/lib/public-rest'
import { eventColumns, eventFromRow, type EventRow } from './event-row'

/**
 * The approved events from the data API, earliest first, in one read of `event_listings` as a
 * plain fetch with the public key. Loaded after the page has painted, so neither this module nor
 * the row mapping is in the page's own chunk.
 */
export async function loadApprovedEvents(signal: AbortSignal) {
  const rows = await readPublic<EventRow>('event_listings', { select: eventColumns, order: 'starts_at,slug' }, signal)
  return rows.map(eventFromRow)
}
