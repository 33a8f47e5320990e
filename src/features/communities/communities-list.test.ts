import { describe, expect, it } from 'vitest'
import { listDataKey, listRequest } from '@/features/directory/list/list-request'
import { setLocaleSource } from '@/lib/i18n/locale'
import { communitiesList } from './communities-list'

describe('the communities list: what the database is asked', () => {
  it('matches the location by town and a community of no stated type as regional', () => {
    const request = listRequest(communitiesList().filters, {}, { q: ' Leeds ', vieta: 'Lidsas', tipas: 'regionine' }, null, 2)
    expect(request).toMatchObject({ q: 'Leeds', page: 2, chosen: [{ field: 'town', value: 'Lidsas' }, { field: 'type', value: 'regionine', missing: 'regionine' }] })
    expect(listDataKey('communities', request)).toBe('directory-list:communities:q=Leeds&town=Lidsas&type=regionine&puslapis=2')
    expect(listDataKey('communities', listRequest(communitiesList().filters, {}, {}, null, 1))).toBe('directory-list:communities:')
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
