import { describe, expect, it } from 'vitest'
import { toUkDateTime } from './uk-clock'
import { fromUkDateTime, nextDay, ukMidnight } from './uk-time'

describe('UK time', () => {
  it('turns a UK date and time into the instant, whatever the device’s zone', () => {
    expect(fromUkDateTime('2026-12-12', '11:00')).toBe('2026-12-12T11:00:00.000Z')
    expect(fromUkDateTime('2027-07-01', '18:00')).toBe('2027-07-01T17:00:00.000Z')
  })

  it('reads the repeated hour of the autumn change as its first occurrence, and moves the missing spring hour forward', () => {
    expect(fromUkDateTime('2026-10-25', '01:30')).toBe('2026-10-25T00:30:00.000Z')
    expect(toUkDateTime(fromUkDateTime('2027-03-28', '01:30')).time).toBe('02:30')
  })

  it('gives a day’s midnight and the next day', () => {
    expect(ukMidnight('2027-07-01')).toBe('2027-06-30T23:00:00.000Z')
    expect(nextDay('2026-12-31')).toBe('2027-01-01')
  })
})
