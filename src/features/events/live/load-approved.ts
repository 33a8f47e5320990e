import { readPublic } from '@/lib/public-rest'
import { eventColumns, eventFromRow, type EventRow } from './event-row'

/**
 * The approved events from the data API, earliest first, as a plain fetch with the public key
 * (row-level security answers approved events only). Loaded after the page has painted, so
 * neither this module nor the row mapping is in a public page's first load.
 */
export async function loadApprovedEvents(signal: AbortSignal) {
  const rows = await readPublic<EventRow>('events', { select: eventColumns, status: 'eq.approved', order: 'starts_at,slug' }, signal)
  return rows.map(eventFromRow)
}
