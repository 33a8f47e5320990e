import type { EventCategory, EventSummary } from '@/data/events'
import { previousDay, toUkDateTime } from '@/lib/uk-time'
import type { EventRow } from './event-row'

/** The columns an event card on the home page needs. */
export const summaryColumns = 'slug,title,category,starts_at,ends_at,all_day,town,registration_email,featured'

export type SummaryRow = Pick<EventRow, 'slug' | 'title' | 'category' | 'starts_at' | 'ends_at' | 'all_day' | 'town' | 'registration_email' | 'featured'>

/** A stored event's UK dates and times, title, place and registration, as its card shows them. */
export function summaryFromRow(row: SummaryRow): EventSummary {
  const start = toUkDateTime(row.starts_at)
  const end = toUkDateTime(row.ends_at)
  const lastDay = row.all_day ? previousDay(end.date) : end.date
  return {
    id: row.slug,
    title: row.title,
    date: start.date,
    time: row.all_day ? '00:00' : start.time,
    endTime: row.all_day || lastDay !== start.date ? undefined : end.time,
    endDate: lastDay !== start.date ? lastDay : undefined,
    allDay: row.all_day || undefined,
    location: row.town,
    category: row.category as EventCategory,
    featured: row.featured,
    email: row.registration_email ?? undefined,
  }
}
