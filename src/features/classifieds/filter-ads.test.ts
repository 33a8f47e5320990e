import { describe, expect, it } from 'vitest'
import { ads } from '@/testing/fixtures/ads'
import { filterAds } from './filter-ads'

describe('filterAds', () => {
  it('filters by chip and by search, together', () => {
    expect(filterAds(ads, { q: '', category: 'Paslaugos' })).toHaveLength(2)
    expect(filterAds(ads, { q: 'mancesteris', category: '' }).map((a) => a.title)).toEqual(['Nuomojamas kambarys Mančesteryje'])
    expect(filterAds(ads, { q: 'londonas', category: 'Paslaugos' }).map((a) => a.title)).toEqual(['Buto remonto darbai'])
    expect(filterAds(ads, { q: 'kambarys', category: 'Darbas' })).toEqual([])
  })
})
