// Conversions between UK dates and times and instants, on top of uk-clock.ts's reading of the UK clock.
import { formatDay } from './format'
import { toUkDateTime } from './uk-clock'

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
