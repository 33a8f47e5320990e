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

describe('a title with a control character', () => {
  /** Every C0 control character and DEL. */
  const controls = [...Array.from({ length: 0x20 }, (_, code) => code), 0x7f].map((code) => String.fromCharCode(code))

  it.each(controls.map((character) => [`0x${character.charCodeAt(0).toString(16).padStart(2, '0')}`, character]))(
    'with %s stays on its own unfolded content line, with no control character',
    (_, character) => {
      const injected = `Vakaronė${character}ATTENDEE:mailto:evil@example.test`
      const ics = buildCalendar([{ ...event, title: injected, description: injected, location: injected }], { siteUrl: 'https://lietuviai-jk.example', now: new Date('2026-11-22T10:00:00Z'), name: injected })
      // Unfolded (RFC 5545 §3.1), the calendar is content lines separated by CRLF and nothing else.
      const lines = ics.replace(/\r\n /g, '').split('\r\n')
      expect(lines.pop()).toBe('')
      // eslint-disable-next-line no-control-regex -- control characters are what the test looks for
      for (const line of lines) expect(line).not.toMatch(/[\u0000-\u001F\u007F]/)
      expect(lines.filter((line) => line.startsWith('ATTENDEE'))).toEqual([])
      const summary = lines.find((line) => line.startsWith('SUMMARY:'))
      expect(summary).toBe(
        `SUMMARY:Vakaronė${character === '\t' ? ' ' : ['\n', '\r'].includes(character) ? '\\n' : ''}ATTENDEE:mailto:evil@example.test`,
      )
    },
  )

  it('writes CRLF as one line break', () => {
    expect(escapeText('a\r\nb\rc\nd')).toBe('a\\nb\\nc\\nd')
  })
})

