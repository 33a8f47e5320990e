import { describe, expect, it } from 'vitest'
import { localeOfPath, localizedHref, pathWithoutLocale } from './locale'

describe('the page language in the address', () => {
  it('reads English under /en only', () => {
    expect(localeOfPath('/en')).toBe('en')
    expect(localeOfPath('/en/renginiai')).toBe('en')
    expect(localeOfPath('/')).toBe('lt')
    expect(localeOfPath('/english-school')).toBe('lt')
  })

  it('moves a page between languages with its query and fragment', () => {
    expect(localizedHref('/lituanistinis-mokymas?regionas=Londonas#x', 'en')).toBe('/en/lituanistinis-mokymas?regionas=Londonas#x')
    expect(localizedHref('/', 'en')).toBe('/en')
    expect(localizedHref('/?q=choir', 'en')).toBe('/en?q=choir')
    expect(localizedHref('/renginiai', 'lt')).toBe('/renginiai')
    expect(pathWithoutLocale('/en/renginiai')).toBe('/renginiai')
    expect(pathWithoutLocale('/en')).toBe('/')
    expect(pathWithoutLocale('/renginiai')).toBe('/renginiai')
  })
})
