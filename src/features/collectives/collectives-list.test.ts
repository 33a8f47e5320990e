import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { collectives } from '@/testing/fixtures/collectives'
import { filterItems } from '@/features/directory/list/filter-items'
import { collectiveCountLine, collectivesList } from './collectives-list'

const none = { q: '', vieta: '', tipas: '' } as const
const names = (values: Record<string, string>) => filterItems(collectives, collectivesList(), values).map((c) => c.name)

describe('the collectives list: search and filters', () => {
  it.each([
    ['name', 'saule', 'Tautinių šokių ansamblis „Saulė“'],
    ['leader', 'MORKUNIENE', 'Tautinių šokių ansamblis „Saulė“'],
    ['location', 'edinburgas', 'Dailės studija „Spalvos“'],
    ['description', 'kankliu', 'Kanklių ansamblis „Skamba“'],
  ])('searches the %s', (_f, q, expected) => expect(names({ ...none, q })).toContain(expected))
  it('filters by type and location', () => {
    expect(names({ ...none, tipas: 'chorai' })).toHaveLength(5)
    expect(names({ ...none, vieta: 'Belfastas' })).toEqual(['Liaudiškų šokių grupė „Kadagys“'])
    expect(names({ ...none, tipas: 'verslas' })).toEqual([])
  })
})

describe('the collectives list’s words', () => {
  afterEach(() => setLocaleSource(() => 'lt'))

  it('counts in Lithuanian and in English, by the total', () => {
    expect(collectiveCountLine(1, 1)).toBe('Rodoma: 1 iš 1 kolektyvo')
    expect(collectiveCountLine(3, 12)).toBe('Rodoma: 3 iš 12 kolektyvų')
    expect(collectiveCountLine(2, 21)).toBe('Rodoma: 2 iš 21 kolektyvo')
    setLocaleSource(() => 'en')
    expect(collectiveCountLine(1, 1)).toBe('Showing 1 of 1 ensemble')
    expect(collectiveCountLine(3, 12)).toBe('Showing 3 of 12 ensembles')
    expect(collectivesList().filters[1]?.choices?.map((choice) => choice.label)).toEqual(['Dance', 'Choirs', 'Arts', 'Sport', 'Business'])
    expect(names({ ...none, q: 'choirs' })).toHaveLength(5)
  })
})
