import { describe, expect, it } from 'vitest'
import { formatCount, formatDate, formatGbp, mailtoHref, formatKilobytes, telHref, websiteHref, websiteLabel } from './format'

describe('format helpers', () => {
  it('adds https:// to bare websites only', () => {
    expect(websiteHref('example.org/lb')).toBe('https://example.org/lb')
    expect(websiteHref('http://example.org')).toBe('http://example.org')
    expect(websiteHref('https://example.org')).toBe('https://example.org')
    expect(websiteLabel('https://example.org/')).toBe('example.org')
  })
  it('shows sizes in KB, rounded', () => {
    expect(formatKilobytes(1536)).toBe('2 KB')
    expect(formatKilobytes(100)).toBe('0 KB')
  })
  it('formats GBP for Lithuanian readers', () => {
    expect(formatGbp(25)).toMatch(/25\s£/)
    expect(formatGbp(10.42)).toMatch(/10,42\s£/)
  })
  it('builds tel: links', () => {
    expect(telHref('020 7946 0123')).toBe('tel:+442079460123')
    expect(telHref('999')).toBe('tel:999')
  })
  it('writes dates as Intl.DateTimeFormat does in Lithuanian, without loading it', () => {
    const intl = new Intl.DateTimeFormat('lt-LT', { year: 'numeric', month: 'long', day: 'numeric' })
    for (let day = new Date(2026, 0, 1); day.getFullYear() < 2028; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
      expect(formatDate(day)).toBe(intl.format(day))
    }
    expect(formatDate('2026-12-05')).toBe('2026 m. gruodžio 5 d.')
  })
  it('builds mailto: links that a typed address cannot extend', () => {
    expect(mailtoHref('ona@example.org')).toBe('mailto:ona@example.org')
    expect(mailtoHref('x@example.org?bcc=kitas@example.org&body=Sveiki')).toBe('mailto:x@example.org%3Fbcc%3Dkitas@example.org%26body%3DSveiki')
    expect(mailtoHref('ona@example.org', 'Registracija: Kūčios & Kalėdos')).toBe('mailto:ona@example.org?subject=Registracija%3A%20K%C5%AB%C4%8Dios%20%26%20Kal%C4%97dos')
  })

  it('links websites over http(s) only', () => {
    expect(websiteHref('javascript:alert(1)')).toBe('https://javascript:alert(1)')
    expect(websiteHref('HTTPS://example.org')).toBe('HTTPS://example.org')
    expect(websiteHref('httpfoo:bar')).toBe('https://httpfoo:bar')
  })
})

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [42, '42'],
    [2400, '2400'],
    [12400, '12\u00a0400'],
    [1234567, '1\u00a0234\u00a0567'],
  ])('writes %d as %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected)
  })
})
