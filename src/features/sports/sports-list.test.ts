import { describe, expect, it } from 'vitest'
import { sportsClubs } from '@/testing/fixtures/sports-clubs'
import { filterItems } from '@/features/directory/list/filter-items'
import { sportsList } from './sports-list'

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
