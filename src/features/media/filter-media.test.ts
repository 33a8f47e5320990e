import { describe, expect, it } from 'vitest'
import { mediaOutlets } from '@/data/media-outlets'
import { filterMedia } from './filter-media'

describe('filterMedia', () => {
  it('searches name and category, ignoring diacritics', () => {
    expect(filterMedia(mediaOutlets, { q: 'zurnalai', kategorija: '' })).toHaveLength(2)
    expect(filterMedia(mediaOutlets, { q: 'baltic', kategorija: '' }).map((m) => m.id)).toEqual(['baltic-fm'])
  })
  it('filters by category and can be empty', () => {
    expect(filterMedia(mediaOutlets, { q: '', kategorija: 'Radijo stotys' })).toHaveLength(2)
    expect(filterMedia(mediaOutlets, { q: 'baltic', kategorija: 'Portalai' })).toEqual([])
  })
})
