import { describe, expect, it } from 'vitest'
import { matchesQuery, normalizeText } from './search'

describe('normalizeText', () => {
  it.each([
    ['Šiaulių', 'siauliu'],
    ['ŽINIASKLAIDA', 'ziniasklaida'],
    ['Ąžuolas Čiurlionis', 'azuolas ciurlionis'],
    ['ĘĖĮŲŪ', 'eeiuu'],
  ])('%s → %s', (input, expected) => {
    expect(normalizeText(input)).toBe(expected)
  })
})

describe('matchesQuery', () => {
  it('ignores case and diacritics', () => {
    expect(matchesQuery('siauliu', ['Šiaulių bendruomenė'])).toBe(true)
    expect(matchesQuery('ZINIAS', ['Žiniasklaida'])).toBe(true)
  })
  it('matches any field and skips empty ones', () => {
    expect(matchesQuery('london', [undefined, null, 'Londonas', 'x'])).toBe(true)
    expect(matchesQuery('leeds', ['Londonas', undefined])).toBe(false)
  })
  it('treats a blank query as a match', () => {
    expect(matchesQuery('   ', ['anything'])).toBe(true)
  })
})
