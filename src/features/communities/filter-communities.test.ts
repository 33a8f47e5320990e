import { describe, expect, it } from 'vitest'
import { communities } from '@/data/communities'
import { filterCommunities } from './filter-communities'

const none = { q: '', vieta: '', tipas: '' } as const
const names = (filters: Parameters<typeof filterCommunities>[1]) => filterCommunities(communities, filters).map((c) => c.name)

describe('filterCommunities', () => {
  it('returns everything without filters', () => {
    expect(filterCommunities(communities, none)).toHaveLength(42)
  })
  it.each([
    ['name, ignoring diacritics and case', 'SEFILDO', 'Šefildo lietuvių bendruomenė'],
    ['location', 'kardifas', 'Velso lietuvių bendruomenė'],
    ['description', 'valstybinės šventės', 'Londono lietuvių bendruomenė'],
    ['leader', 'vaitkiene', 'Londono lietuvių bendruomenė'],
  ])('searches the %s', (_field, q, expected) => {
    expect(names({ ...none, q })).toContain(expected)
  })
  it('filters by exact location and by type', () => {
    expect(names({ ...none, vieta: 'Glazgas' })).toEqual(['Glazgo lietuvių bendruomenė'])
    expect(filterCommunities(communities, { ...none, tipas: 'pagrindine' })).toHaveLength(6)
    expect(filterCommunities(communities, { ...none, tipas: 'regionine' })).toHaveLength(36)
  })
  it('combines filters and can come up empty', () => {
    expect(names({ q: 'londono', vieta: 'Glazgas', tipas: '' })).toEqual([])
  })
})
