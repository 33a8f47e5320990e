import { describe, expect, it } from 'vitest'
import { collectives } from '@/data/collectives'
import { filterCollectives } from './filter-collectives'

const none = { q: '', vieta: '', tipas: '' } as const
const names = (f: Parameters<typeof filterCollectives>[1]) => filterCollectives(collectives, f).map((c) => c.name)

describe('filterCollectives', () => {
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
