import { describe, expect, it } from 'vitest'
import type { Event } from '@/features/events/event'
import { buildCalendar, escapeText, foldLine } from './ics'

const event: Event = {
  id: 'kaledine-muge',
  title: 'Kalėdinė mugė; kūčiukai, blynai',
  date: '2026-12-12',
  time: '11:00',
  endTime: '16:00',
  location: 'Mančesteris',
  address: 'Bendruomenės namai',
  attendees: 10,
  description: 'Pirma eilutė\nAntra eilutė su \\ ženklu',
  price: null,
  category: 'Kultūra',
  region: 'Anglija',
  image: '/images/events/kultura.svg',
  featured: false,
}

describe('buildCalendar', () => {
  const ics = buildCalendar([event], { siteUrl: 'https://lietuviai.example.org', now: new Date('2026-11-22T10:00:00Z') })

  it('uses CRLF line endings throughout', () => {
    expect(ics.endsWith('\r\n')).toBe(true)
    expect(ics.replace(/\r\n/g, '')).not.toMatch(/[\r\n]/)
  })

  it('has a UID, a UTC DTSTAMP and London-time DTSTART/DTEND with the time zone defined', () => {
    expect(ics).toContain('UID:kaledine-muge@lietuviai-jk\r\n')
    expect(ics).toContain('DTSTAMP:20261122T100000Z\r\n')
    expect(ics).toContain('DTSTART;TZID=Europe/London:20261212T110000\r\n')
    expect(ics).toContain('DTEND;TZID=Europe/London:20261212T160000\r\n')
    expect(ics).toContain('BEGIN:VTIMEZONE\r\nTZID:Europe/London')
  })

  it('escapes text values', () => {
    expect(ics).toContain('SUMMARY:Kalėdinė mugė\\; kūčiukai\\, blynai\r\n')
    expect(ics).toContain('DESCRIPTION:Pirma eilutė\\nAntra eilutė su \\\\ ženklu')
  })

  it('writes an all-day event of several days as dates, the end exclusive', () => {
    const fair = buildCalendar([{ ...event, allDay: true, time: '00:00', endTime: undefined, endDate: '2026-12-13' }], { siteUrl: 'https://lietuviai.example.org' })
    expect(fair).toContain('DTSTART;VALUE=DATE:20261212\r\n')
    expect(fair).toContain('DTEND;VALUE=DATE:20261214\r\n')
  })

  it('ends an event of several days on its last day', () => {
    const camp = buildCalendar([{ ...event, endDate: '2026-12-14', endTime: '12:00' }], { siteUrl: 'https://lietuviai.example.org' })
    expect(camp).toContain('DTEND;TZID=Europe/London:20261214T120000\r\n')
  })

  it('wraps in a calendar', () => {
    expect(ics.startsWith('BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:')).toBe(true)
    expect(ics).toContain('END:VEVENT\r\nEND:VCALENDAR\r\n')
  })
})

describe('foldLine and escapeText', () => {
  it('folds at 75 octets without splitting multi-byte letters', () => {
    const folded = foldLine(`DESCRIPTION:${'ąčęėįšųūž'.repeat(10)}`)
    for (const line of folded.split('\r\n')) expect(new TextEncoder().encode(line).length).toBeLessThanOrEqual(75)
    expect(folded.replace(/\r\n /g, '')).toBe(`DESCRIPTION:${'ąčęėįšųūž'.repeat(10)}`)
  })
  it('escapes the four special characters', () => {
    expect(escapeText('a;b,c\\d\ne')).toBe('a\\;b\\,c\\\\d\\ne')
  })
})
