import { describe, expect, it } from 'vitest'
import { articleSummaries } from '@/testing/fixtures/articles'
import { filterArticles } from './filter-articles'

describe('filterArticles', () => {
  it('keeps everything for all categories and filters by one', () => {
    expect(filterArticles(articleSummaries, '')).toBe(articleSummaries)
    expect(filterArticles(articleSummaries, 'Bendruomenė').map((article) => article.slug)).toEqual(['visuotinis-susirinkimas-mancesteryje', 'kaledine-muge-mancesteryje'])
    expect(filterArticles(articleSummaries, 'Teisė')).toEqual([])
  })
})
