import { describe, expect, it } from 'vitest'
import { collectives } from '@/testing/fixtures/collectives'
import { filterItems } from '@/features/directory/list/filter-items'
import { collectivesList } from './collectives-list'

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
