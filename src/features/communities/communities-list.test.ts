import { describe, expect, it } from 'vitest'
import { communities } from '@/testing/fixtures/communities'
import { filterItems } from '@/features/directory/list/filter-items'
import { setLocaleSource } from '@/lib/i18n/locale'
import { communitiesList } from './communities-list'

const none = { q: '', vieta: '', tipas: '' } as const
const filterCommunities = (values: Record<string, string>) => filterItems(communities, communitiesList(), values)
const names = (values: Record<string, string>) => filterCommunities(values).map((c) => c.name)

describe('the communities list: search and filters', () => {
  it('returns everything without filters', () => {
    expect(filterCommunities(none)).toHaveLength(11)
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
    expect(filterCommunities({ ...none, tipas: 'pagrindine' })).toHaveLength(6)
    expect(filterCommunities({ ...none, tipas: 'regionine' })).toHaveLength(5)
  })
  it('combines filters and can come up empty', () => {
    expect(names({ q: 'londono', vieta: 'Glazgas', tipas: '' })).toEqual([])
  })
})

describe('the communities list in each language', () => {
  it.each([
    [1, 'Rodoma: 1 iš 1 bendruomenės'],
    [11, 'Rodoma: 3 iš 11 bendruomenių'],
    [21, 'Rodoma: 3 iš 21 bendruomenės'],
  ])('counts %i in Lithuanian', (total, expected) => {
    expect(communitiesList().countLine(Math.min(3, total), total)).toBe(expected)
  })

  it('speaks English on an English page', () => {
    setLocaleSource(() => 'en')
    try {
      const list = communitiesList()
      expect(list.head.title).toBe('Communities')
      expect(list.filters.map((filter) => filter.label)).toEqual(['Location', 'Type'])
      expect(list.countLine(1, 1)).toBe('Showing 1 of 1 community')
      expect(list.countLine(3, 11)).toBe('Showing 3 of 11 communities')
    } finally {
      setLocaleSource(() => 'lt')
    }
    expect(communitiesList().head.title).toBe('Bendruomenės')
  })
})
