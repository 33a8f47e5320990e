import type { EventCategory, EventSummary } from '@/data/events'
import type { EventRow } from './event-row'

/** The columns of `event_listings` an event card on the home page needs. */
export const summaryColumns = 'slug,title,category,start_date,start_time,end_date,end_time,all_day,town,registration_email,featured'

export type SummaryRow = Pick<
  EventRow,
  'slug' | 'title' | 'category' | 'start_date' | 'start_time' | 'end_date' | 'end_time' | 'all_day' | 'town' | 'registration_email' | 'featured'
>

/** An approved event's card: the view gives its UK days and clock times as the card shows them. */
export function summaryFromRow(row: SummaryRow): EventSummary {
  return {
    id: row.slug,
    title: row.title,
    date: row.start_date,
    time: row.start_time,
    endTime: row.end_time ?? undefined,
    endDate: row.end_date ?? undefined,
    allDay: row.all_day || undefined,
    location: row.town,
    category: row.category as EventCategory,
    featured: row.featured,
    email: row.registration_email ?? undefined,
  }
}
