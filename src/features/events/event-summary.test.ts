import { describe, expect, it } from 'vitest'
import { events } from '@/testing/fixtures/events'
import { registrationHref, upcomingEvents } from './event-summary'

const titles = (list: ReadonlyArray<{ title: string }>) => list.map((event) => event.title)

describe('upcomingEvents', () => {
  it('lists every event from 2026-11-22 on, the earliest first', () => {
    const upcoming = upcomingEvents(events, '2026-11-22')
    expect(upcoming).toHaveLength(events.length)
    expect(upcoming[0].title).toBe('Kalėdinė lietuvių mugė')
    expect(upcoming.map((event) => event.date)).toEqual([...upcoming.map((event) => event.date)].sort())
  })

  it('keeps an event upcoming on its own day, not the day after', () => {
    expect(titles(upcomingEvents(events, '2026-12-12'))).toContain('Kalėdinė lietuvių mugė')
    expect(titles(upcomingEvents(events, '2026-12-13'))).not.toContain('Kalėdinė lietuvių mugė')
  })

  it('lists every event while the date is unknown (prerendering)', () => {
    expect(upcomingEvents(events, null)).toHaveLength(events.length)
  })
})

describe('registrationHref', () => {
  it('writes to the organiser with the event named in the subject', () => {
    const fair = events.find((event) => event.id === 'kaledine-muge')!
    expect(registrationHref(fair)).toBe('mailto:kaledine-muge@example.org?subject=Registracija%3A%20Kal%C4%97din%C4%97%20lietuvi%C5%B3%20mug%C4%97')
  })

  it('is undefined without an organiser address', () => {
    const carnival = events.find((event) => event.id === 'uzgavenes-edinburge')!
    expect(registrationHref(carnival)).toBeUndefined()
  })
})
