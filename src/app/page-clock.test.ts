import { describe, expect, it } from 'vitest'
import { nextChangeAt } from './page-clock'

// 14:30 in London on Saturday 28 November 2026 (GMT).
const now = new Date('2026-11-28T14:30:00Z')

describe('nextChangeAt', () => {
  it('is the next UK midnight for a list of events, in summer time too', () => {
    expect(nextChangeAt({ events: [], 'render-day': '2026-11-28' }, now)).toBe('2026-11-29T00:00:00.000Z')
    // 23:30 on 1 July in London (BST): midnight is half an hour away.
    expect(nextChangeAt({ 'event-summaries': [] }, new Date('2026-07-01T22:30:00Z'))).toBe('2026-07-01T23:00:00.000Z')
  })

  it('is the midnight after an event’s last day for its page, and never once it is over', () => {
    expect(nextChangeAt({ 'event:kaledos': { date: '2026-12-24' }, 'render-day': '2026-11-28' }, now)).toBe('2026-12-25T00:00:00.000Z')
    expect(nextChangeAt({ 'event:muge': { date: '2026-11-27', endDate: '2026-11-29' }, 'render-day': '2026-11-28' }, now)).toBe('2026-11-30T00:00:00.000Z')
    expect(nextChangeAt({ 'event:vasario-16': { date: '2026-02-16' }, 'render-day': '2026-11-28' }, now)).toBeNull()
    expect(nextChangeAt({ 'event:nera': null, 'render-day': '2026-11-28' }, now)).toBeNull()
  })

  it('is the first expiry among a list’s classifieds, or an ad’s own', () => {
    const ads = [{ expiresAt: '2026-12-20T10:00:00Z' }, { expiresAt: '2026-12-01T08:15:00Z' }, {}]
    expect(nextChangeAt({ classifieds: ads }, now)).toBe('2026-12-01T08:15:00Z')
    expect(nextChangeAt({ 'classified:c1': ads[0] }, now)).toBe('2026-12-20T10:00:00Z')
  })

  it('is null for a page time does not change', () => {
    expect(nextChangeAt({ 'directory:schools': [], 'essential-facts': [] }, now)).toBeNull()
  })
})
