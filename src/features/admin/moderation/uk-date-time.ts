import { formatDate } from '@/lib/format'
import { toUkDateTime } from '@/lib/uk-time'

/** An instant as UK date and time, whatever the reader's device says: '2027 m. birželio 5 d., 18:00'. */
export function ukDateTime(instant: string): string {
  const { date, time } = toUkDateTime(instant)
  // Read at local noon, so no time zone moves the day.
  return `${formatDate(`${date}T12:00:00`)}, ${time}`
}
