import { describe, expect, it } from 'vitest'
import { mailtoHref, telHref, websiteHref, websiteLabel } from './links'

describe('links', () => {
  it('adds https:// to bare websites only', () => {
    expect(websiteHref('example.org/lb')).toBe('https://example.org/lb')
    expect(websiteHref('http://example.org')).toBe('http://example.org')
    expect(websiteHref('https://example.org')).toBe('https://example.org')
    expect(websiteLabel('https://example.org/')).toBe('example.org')
  })
  it('links websites over http(s) only', () => {
    expect(websiteHref('javascript:alert(1)')).toBe('https://javascript:alert(1)')
    expect(websiteHref('HTTPS://example.org')).toBe('HTTPS://example.org')
    expect(websiteHref('httpfoo:bar')).toBe('https://httpfoo:bar')
  })
  it('builds tel: links', () => {
    expect(telHref('020 7946 0123')).toBe('tel:+442079460123')
    expect(telHref('999')).toBe('tel:999')
  })
  it('builds mailto: links that a typed address cannot extend', () => {
    expect(mailtoHref('ona@example.org')).toBe('mailto:ona@example.org')
    expect(mailtoHref('x@example.org?bcc=kitas@example.org&body=Sveiki')).toBe('mailto:x@example.org%3Fbcc%3Dkitas@example.org%26body%3DSveiki')
    expect(mailtoHref('ona@example.org', 'Registracija: Kūčios & Kalėdos')).toBe('mailto:ona@example.org?subject=Registracija%3A%20K%C5%AB%C4%8Dios%20%26%20Kal%C4%97dos')
  })
})
