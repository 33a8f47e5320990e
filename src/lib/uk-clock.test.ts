import { describe, expect, it } from 'vitest'
import { toUkDateTime, ukDate } from './uk-clock'

describe('the UK clock', () => {
  it('agrees with the time zone database from 1996 to 2040: hourly around each clock change, twice a day otherwise', () => {
    const database = new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
    const expected = (at: number) => {
      const parts = Object.fromEntries(database.formatToParts(at).map((part) => [part.type, part.value]))
      return `${parts.year}-${parts.month}-${parts.day} ${parts.hour}:${parts.minute}`
    }
    const actual = (at: number) => Object.values(toUkDateTime(new Date(at))).join(' ')
    const hour = 3_600_000
    const instants: number[] = []
    for (let year = 1996; year <= 2040; year++) {
      // The clocks change on the last Sunday of March and of October, between the 25th and the 31st.
      for (const month of [2, 9]) {
        for (let at = Date.UTC(year, month, 22); at < Date.UTC(year, month + 1, 3); at += hour) instants.push(at)
      }
      for (let at = Date.UTC(year, 0, 1); at < Date.UTC(year + 1, 0, 1); at += 24 * hour) instants.push(at + hour / 2, at + 23.5 * hour)
    }
    expect(instants.filter((at) => actual(at) !== expected(at)).map((at) => new Date(at).toISOString())).toEqual([])
  })

  it('gives the UK calendar date of an instant, whatever the machine’s time zone', () => {
    expect(ukDate(new Date('2026-11-22T12:00:00Z'))).toBe('2026-11-22')
    // 23:30 UTC in summer is already the next day in London (BST).
    expect(ukDate('2027-06-30T23:30:00Z')).toBe('2027-07-01')
    expect(ukDate('2026-12-31T23:30:00Z')).toBe('2026-12-31')
    expect(() => ukDate('not a date')).toThrow(RangeError)
  })

  it('reads an instant as the UK date and clock time, in winter (GMT) and summer (BST)', () => {
    expect(toUkDateTime('2026-12-12T11:00:00Z')).toEqual({ date: '2026-12-12', time: '11:00' })
    expect(toUkDateTime('2027-07-01T17:00:00Z')).toEqual({ date: '2027-07-01', time: '18:00' })
    expect(toUkDateTime('2027-07-01T23:30:00Z')).toEqual({ date: '2027-07-02', time: '00:30' })
  })
})
