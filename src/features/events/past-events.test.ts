import { describe, expect, it } from 'vitest'
import { events } from '@/testing/fixtures/events'
import { pastEvents } from './past-events'

const titles = (today: string | null) => pastEvents(events, today).map((event) => event.title)

describe('pastEvents', () => {
  it('has none on 2026-11-22, when every sample event is still to come', () => {
    expect(titles('2026-11-22')).toEqual([])
  })

  it('counts an event as past from the day after it', () => {
    expect(titles('2026-12-12')).toEqual([])
    expect(titles('2026-12-13')).toEqual(['Kalėdinė lietuvių mugė'])
  })

  it('lists past events the latest first', () => {
    expect(titles('2027-02-10')).toEqual(['Užgavėnės Edinburge', 'Lituanistinių mokyklų mokytojų seminaras'])
  })

  it('keeps a held event on the list for 30 days after its last day', () => {
    expect(titles('2027-01-11')).toContain('Kalėdinė lietuvių mugė')
    expect(titles('2027-01-12')).not.toContain('Kalėdinė lietuvių mugė')
  })

  it('keeps an event of several days until its last day', () => {
    const fair = { ...events[0], date: '2027-05-01', endDate: '2027-05-03' }
    expect(pastEvents([fair], '2027-05-03')).toEqual([])
    expect(pastEvents([fair], '2027-05-04')).toEqual([fair])
  })

  it('has none while the date is unknown (prerendering)', () => {
    expect(titles(null)).toEqual([])
  })
})
