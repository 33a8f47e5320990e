import { isDirectoryKey } from '@/features/directory/entry'
import { readPublic } from '@/lib/public-rest'
import type { OrganiserLink } from '../organiser-path'
import { eventColumns, eventFromRow, type EventRow, type Organisers } from './event-row'

type OrganiserRow = { id: string; name: string; directory: string; slug: string }

/**
 * The published directory entries the events name as organisers, in one read. A second read
 * rather than an embedded resource keeps the request within what every backend of this app
 * answers.
 */
async function loadOrganisers(rows: readonly EventRow[], signal: AbortSignal): Promise<Organisers> {
  const ids = [...new Set(rows.flatMap((row) => (row.organiser_entry_id ? [row.organiser_entry_id] : [])))]
  if (!ids.length) return new Map()
  const entries = await readPublic<OrganiserRow>('directory_entries', { select: 'id,name,directory,slug', id: `in.(${ids.join(',')})` }, signal)
  return new Map(entries.flatMap(({ id, name, directory, slug }): [string, OrganiserLink][] => (isDirectoryKey(directory) ? [[id, { name, directory, slug }]] : [])))
}

/**
 * The approved events from the data API, earliest first, as a plain fetch with the public key
 * (row-level security answers approved events only). Loaded after the page has painted, so
 * neither this module nor the row mapping is in a public page's first load.
 */
export async function loadApprovedEvents(signal: AbortSignal) {
  const rows = await readPublic<EventRow>('events', { select: eventColumns, status: 'eq.approved', order: 'starts_at,slug' }, signal)
  const organisers = await loadOrganisers(rows, signal)
  return rows.map((row) => eventFromRow(row, organisers))
}
