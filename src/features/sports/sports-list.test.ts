import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { sportsClubs } from '@/testing/fixtures/sports-clubs'
import { filterItems } from '@/features/directory/list/filter-items'
import { sportsCountLine, sportsList } from './sports-list'

const names = (q: string, vieta = '') => filterItems(sportsClubs, sportsList(), { q, vieta }).map((s) => s.name)

describe('the sports list: search and filters', () => {
  it.each([
    ['name', 'vilkai', 'Krepšinio klubas „Londono Vilkai“'],
    ['sport, ignoring diacritics', 'SACHMATAI', 'Škotijos lietuvių šachmatų klubas'],
    ['location', 'belfastas', 'Tinklinio komanda „Belfasto Ereliai“'],
    ['description', 'kiokusin', 'Kovos menų centras „Geležinis Vilkas“'],
  ])('searches the %s', (_f, q, expected) => expect(names(q)).toContain(expected))
  it('filters by location', () => {
    expect(names('', 'Londonas')).toHaveLength(3)
    expect(names('futbolas', 'Londonas')).toEqual([])
  })
})

describe('the sports list’s words', () => {
  afterEach(() => setLocaleSource(() => 'lt'))

  it('counts in Lithuanian and in English, and searches the type by its English name', () => {
    expect([1, 3, 10, 21].map(sportsCountLine)).toEqual(['Rasta 1 sporto organizacija', 'Rasta 3 sporto organizacijos', 'Rasta 10 sporto organizacijų', 'Rasta 21 sporto organizacija'])
    setLocaleSource(() => 'en')
    expect([1, 3].map(sportsCountLine)).toEqual(['Found 1 sports organisation', 'Found 3 sports organisations'])
    expect(sportsList().emptyTitle).toBe('No sports organisations match your search')
    expect(names('federation').length).toBeGreaterThan(0)
  })
})
