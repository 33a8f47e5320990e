/**
 * Events are stored as instants and read and entered in UK time (Europe/London), whatever the
 * time zone of the reader's device: a London event starts at 18:00 for a reader in Vilnius too.
 */
import { formatDay } from './format'

const UK = 'Europe/London'

let partsFormat: Intl.DateTimeFormat | undefined
const ukParts = () =>
  (partsFormat ??= new Intl.DateTimeFormat('en-GB', { timeZone: UK, year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }))

/** The UK calendar date (yyyy-mm-dd) and clock time (HH:MM) of an instant. */
export function toUkDateTime(instant: string | Date): { date: string; time: string } {
  const parts = Object.fromEntries(ukParts().formatToParts(new Date(instant)).map((part) => [part.type, part.value]))
  return { date: `${parts.year}-${parts.month}-${parts.day}`, time: `${parts.hour}:${parts.minute}` }
}

/**
 * The instant (ISO, UTC) of a UK date and time. Around a clock change the hour that does not
 * exist moves forward and the hour that happens twice means its first occurrence.
 */
export function fromUkDateTime(date: string, time: string): string {
  const [year, month, day] = date.split('-').map(Number)
  const [hour, minute] = time.split(':').map(Number)
  const asUtc = Date.UTC(year, month - 1, day, hour, minute)
  // The UK is UTC+0 or UTC+1: try the earlier offset first, so a repeated hour reads as the first one.
  for (const offsetHours of [1, 0]) {
    const candidate = asUtc - offsetHours * 3_600_000
    const back = toUkDateTime(new Date(candidate))
    if (back.date === date && back.time === time) return new Date(candidate).toISOString()
  }
  // In the spring gap no reading matches: as GMT, the clock time lands an hour later in BST.
  return new Date(asUtc).toISOString()
}

/** The instant a UK calendar day begins; an all-day event runs from one such midnight to the next. */
export const ukMidnight = (date: string) => fromUkDateTime(date, '00:00')

/** Today's UK calendar date (yyyy-mm-dd), the day the database's UK clock counts in. */
export const ukToday = (now = new Date()) => toUkDateTime(now).date

/** The yyyy-mm-dd date `days` away from `date`. */
export function shiftDay(date: string, days: number): string {
  const [year, month, day] = date.split('-').map(Number)
  return new Date(Date.UTC(year, month - 1, day + days)).toISOString().slice(0, 10)
}

/** The day after a yyyy-mm-dd date. */
export const nextDay = (date: string) => shiftDay(date, 1)

/** The day before a yyyy-mm-dd date: an all-day event ends at the midnight after its last day. */
export const previousDay = (date: string) => shiftDay(date, -1)

/** The UK day of an instant, as `formatDay` writes it. */
export const formatUkDay = (instant: string) => formatDay(toUkDateTime(instant).date)

/** An instant as its UK day and clock time: '2027 m. birželio 5 d., 18:00'. */
export function formatUkDateTime(instant: string): string {
  const { date, time } = toUkDateTime(instant)
  return `${formatDay(date)}, ${time}`
}
