import { readPublic } from '@/lib/public-rest'
import { summaryColumns, summaryFromRow, type SummaryRow } from './summary-row'

/** The approved events with only what the home page's cards show (no embedded details loaded). */
export async function loadApprovedSummaries(signal: AbortSignal) {
  const rows = await readPublic<SummaryRow>('event_listings', { select: summaryColumns, order: 'starts_at,slug' }, signal)
  return rows.map(summaryFromRow)
}
