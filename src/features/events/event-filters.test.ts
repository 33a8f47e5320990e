import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { events } from '@/testing/fixtures/events'
import { formatMonth } from '@/lib/format'
import { filterEvents, monthOptions, townOptions } from './event-filters'

describe('event filters', () => {
  it('offer the towns in Lithuanian order and the months in date order', () => {
    expect(townOptions(events).map((option) => option.value)).toEqual(['Birmingemas', 'Edinburgas', 'Londonas', 'Mančesteris', 'Nuotoliu'])
    expect(monthOptions(events).map((option) => option.label)).toEqual([
      '2026 m. gruodis',
      '2027 m. sausis',
      '2027 m. vasaris',
      '2027 m. kovas',
      '2027 m. balandis',
    ])
  })

  it('keep the events in the town and month chosen', () => {
    expect(filterEvents(events, { miestas: 'Londonas', menuo: '' }).map((event) => event.id)).toEqual(['vasario-16-londone', 'verslo-forumas-2027', 'karjeros-diena'])
    expect(filterEvents(events, { miestas: 'Londonas', menuo: '2027-03' }).map((event) => event.id)).toEqual(['verslo-forumas-2027'])
    expect(filterEvents(events, { miestas: '', menuo: '' })).toBe(events)
  })

  it('count an event of several days in every month it spans', () => {
    const festival = { ...events[0], date: '2027-06-29', endDate: '2027-07-02' }
    expect(filterEvents([festival], { miestas: '', menuo: '2027-07' })).toEqual([festival])
    expect(formatMonth('2027-07')).toBe('2027 m. liepa')
  })
})

describe('event filters on an English page', () => {
  afterEach(() => setLocaleSource(() => 'lt'))

  it('name the months in English', () => {
    setLocaleSource(() => 'en')
    expect(monthOptions(events).map((option) => option.label)).toEqual(['December 2026', 'January 2027', 'February 2027', 'March 2027', 'April 2027'])
  })
})
