import { formatDay } from '@/lib/format'
import { previousDay } from '@/lib/uk-time'
import { toUkDateTime } from '@/lib/uk-clock'
import type { PendingEvent } from './queries'

/**
 * When an event happens, in UK time whatever the reader's device says:
 * '2026 m. gruodžio 12 d., 11:00–16:00', or the days and 'Visą dieną' for an all-day event.
 */
export function eventWhen({ starts_at, ends_at, all_day }: Pick<PendingEvent, 'starts_at' | 'ends_at' | 'all_day'>): string {
  const start = toUkDateTime(starts_at)
  const end = toUkDateTime(ends_at)
  if (all_day) {
    const lastDay = previousDay(end.date)
    const days = lastDay > start.date ? `${formatDay(start.date)} – ${formatDay(lastDay)}` : formatDay(start.date)
    return `${days} · Visą dieną`
  }
  if (end.date === start.date) return `${formatDay(start.date)}, ${start.time}–${end.time}`
  return `${formatDay(start.date)}, ${start.time} – ${formatDay(end.date)}, ${end.time}`
}
