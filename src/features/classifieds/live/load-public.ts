import { readPublic } from '@/lib/public-rest'
import { adFromRow, classifiedColumns, classifiedsTimeZone, type ClassifiedRow } from './classified-row'

/**
 * The public classifieds, newest first, as a plain fetch with the public key: row-level security
 * answers only approved ones that have not expired and are not hidden by reports.
 */
export async function loadPublicClassifieds(signal: AbortSignal) {
  const rows = await readPublic<ClassifiedRow>('classifieds', { select: classifiedColumns, order: 'decided_at.desc,id' }, signal, { timeZone: classifiedsTimeZone })
  return rows.map(adFromRow)
}
