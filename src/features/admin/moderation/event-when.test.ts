import { describe, expect, it } from 'vitest'
import { eventWhen } from './event-when'

describe('eventWhen', () => {
  it('shows an evening in British Summer Time as the UK clock reads it', () => {
    expect(eventWhen({ starts_at: '2027-06-05T17:00:00Z', ends_at: '2027-06-05T20:30:00Z', all_day: false })).toBe('2027 m. birželio 5 d., 18:00–21:30')
  })

  it('shows an event past midnight with both days', () => {
    expect(eventWhen({ starts_at: '2027-01-15T20:00:00Z', ends_at: '2027-01-16T01:00:00Z', all_day: false })).toBe(
      '2027 m. sausio 15 d., 20:00 – 2027 m. sausio 16 d., 01:00',
    )
  })

  it('shows an all-day event by its days, without the midnight it ends at', () => {
    expect(eventWhen({ starts_at: '2027-06-04T23:00:00Z', ends_at: '2027-06-05T23:00:00Z', all_day: true })).toBe('2027 m. birželio 5 d. · Visą dieną')
    expect(eventWhen({ starts_at: '2027-02-16T00:00:00Z', ends_at: '2027-02-18T00:00:00Z', all_day: true })).toBe(
      '2027 m. vasario 16 d. – 2027 m. vasario 17 d. · Visą dieną',
    )
  })
})
