import { describe, expect, it } from 'vitest'
import { compareLt, formatGbp, formatKilobytes, telHref, websiteHref, websiteLabel } from './format'

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
  it('sorts in Lithuanian order', () => {
    expect(['Žagarė', 'Zarasai', 'Šiauliai', 'Sėda', 'Čekiškė', 'Cirkliškis'].sort(compareLt)).toEqual([
      'Cirkliškis', 'Čekiškė', 'Sėda', 'Šiauliai', 'Zarasai', 'Žagarė',
    ])
  })
})
