import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { sportsCountLine, sportsList } from './sports-list'

describe('the sports list’s words', () => {
  afterEach(() => setLocaleSource(() => 'lt'))

  it('counts in Lithuanian and in English, and searches the type by its English name', () => {
    expect([1, 3, 10, 21].map(sportsCountLine)).toEqual(['Rasta 1 sporto organizacija', 'Rasta 3 sporto organizacijos', 'Rasta 10 sporto organizacijų', 'Rasta 21 sporto organizacija'])
    setLocaleSource(() => 'en')
    expect([1, 3].map(sportsCountLine)).toEqual(['Found 1 sports organisation', 'Found 3 sports organisations'])
    expect(sportsList().emptyTitle).toBe('No sports organisations match your search')
    expect(Object.values(sportsList().search.labels?.type ?? {})).toContain('Federation')
  })
})
