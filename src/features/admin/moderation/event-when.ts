import { toUkDateTime } from '@/lib/uk-time'
import { formatDate } from '@/lib/format'
import type { PendingEvent } from './queries'

/** A UK calendar day (yyyy-mm-dd) as '2026 m. gruodžio 12 d.'; read at local noon, so no time zone moves it. */
const formatUkDay = (day: string) => formatDate(`${day}T12:00:00`)

/** The day before a yyyy-mm-dd date: an all-day event ends at the midnight after its last day. */
function dayBefore(day: string): string {
  const [year, month, date] = day.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, date - 1)).toISOString().slice(0, 10)
}

/**
 * When an event happens, in UK time whatever the reader's device says:
 * '2026 m. gruodžio 12 d., 11:00–16:00', or the days and 'Visą dieną' for an all-day event.
 */
export function eventWhen({ starts_at, ends_at, all_day }: Pick<PendingEvent, 'starts_at' | 'ends_at' | 'all_day'>): string {
  const start = toUkDateTime(starts_at)
  const end = toUkDateTime(ends_at)
  if (all_day) {
    const lastDay = dayBefore(end.date)
    const days = lastDay > start.date ? `${formatUkDay(start.date)} – ${formatUkDay(lastDay)}` : formatUkDay(start.date)
    return `${days} · Visą dieną`
  }
  if (end.date === start.date) return `${formatUkDay(start.date)}, ${start.time}–${end.time}`
  return `${formatUkDay(start.date)}, ${start.time} – ${formatUkDay(end.date)}, ${end.time}`
}
