/**
 * Events are stored as instants and read and entered in UK time (Europe/London), whatever the
 * time zone of the reader's device: a London event starts at 18:00 for a reader in Vilnius too.
 *
 * Worked out by hand rather than with Intl.DateTimeFormat: the first Intl formatter a page makes
 * costs 20 to 40 ms of main-thread time to load its locale and zone data, and the events, travel
 * and business pages need today's UK date while they hydrate. The rule is the UK's since 1996
 * (the Summer Time Order 2002 keeps it): British Summer Time, UTC+1, from 01:00 UTC on the last
 * Sunday of March to 01:00 UTC on the last Sunday of October; GMT otherwise. uk-clock.test.ts
 * checks it against the time zone database from 1996 to 2040, so a change of the law that
 * reaches the database fails the tests.
 */
const HOUR_MS = 3_600_000
const DAY_MS = 24 * HOUR_MS

/** 01:00 UTC on the last Sunday of a month (0-based) of a year, as a timestamp. */
function lastSundayAtOneUtc(year: number, month: number): number {
  const lastDay = Date.UTC(year, month + 1, 0)
  return lastDay - new Date(lastDay).getUTCDay() * DAY_MS + HOUR_MS
}

/** Hours the UK clock is ahead of UTC at a timestamp: 1 in British Summer Time, else 0. */
function ukOffsetHours(timestamp: number): 0 | 1 {
  const year = new Date(timestamp).getUTCFullYear()
  return timestamp >= lastSundayAtOneUtc(year, 2) && timestamp < lastSundayAtOneUtc(year, 9) ? 1 : 0
}

/** The UK calendar date (yyyy-mm-dd) and clock time (HH:MM) of an instant. */
export function toUkDateTime(instant: string | Date): { date: string; time: string } {
  const timestamp = new Date(instant).getTime()
  // As Intl would: an unreadable instant is an error, not 'NaN-NaN-NaN'.
  if (Number.isNaN(timestamp)) throw new RangeError(`Invalid time value: ${String(instant)}`)
  const iso = new Date(timestamp + ukOffsetHours(timestamp) * HOUR_MS).toISOString()
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) }
}

/** The UK calendar date (yyyy-mm-dd) of an instant, today's by default: the day the database's UK clock counts in. */
export const ukDate = (instant: string | Date = new Date()) => toUkDateTime(instant).date
