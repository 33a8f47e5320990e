import { describe, expect, it } from 'vitest'
import { mediaOutlets } from '@/testing/fixtures/media-outlets'
import { filterItems } from '@/features/directory/list/filter-items'
import { mediaList } from './media-list'

const filterMedia = (values: Record<string, string>) => filterItems(mediaOutlets, mediaList(), values)

describe('the media list: search and filters', () => {
  it('searches name and category, ignoring diacritics', () => {
    expect(filterMedia({ q: 'zurnalai', kategorija: '' })).toHaveLength(2)
    expect(filterMedia({ q: 'baltic', kategorija: '' }).map((m) => m.id)).toEqual(['baltic-fm'])
  })
  it('filters by category and can be empty', () => {
    expect(filterMedia({ q: '', kategorija: 'Radijo stotys' })).toHaveLength(2)
    expect(filterMedia({ q: 'baltic', kategorija: 'Portalai' })).toEqual([])
  })
})
