import { readAllPublic, readPublic } from '@/lib/public-rest'
import { adFromRow, classifiedColumns, classifiedsTimeZone, type ClassifiedRow } from './classified-row'

/**
 * The public classifieds, newest first, as a plain fetch with the public key: row-level security
 * answers only approved ones that have not expired and are not hidden by reports.
 */
export async function loadPublicClassifieds(signal: AbortSignal) {
  const rows = await readAllPublic<ClassifiedRow>('classifieds', { select: classifiedColumns, order: 'decided_at.desc,id' }, signal, { timeZone: classifiedsTimeZone })
  return rows.map(adFromRow)
}

/** One public classified by its id, or null when it is not public (never was, expired, hidden, closed). */
export async function loadPublicClassified(id: string, signal: AbortSignal) {
  // Only a well-formed id reaches the API: anything else is simply not a classified.
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/.test(id)) return null
  const rows = await readPublic<ClassifiedRow>('classifieds', { select: classifiedColumns, id: `eq.${id}` }, signal, { timeZone: classifiedsTimeZone })
  return rows[0] ? adFromRow(rows[0]) : null
}
