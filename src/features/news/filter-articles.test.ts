import { describe, expect, it } from 'vitest'
import { articles } from '@/data/news'
import { filterArticles } from './filter-articles'

describe('filterArticles', () => {
  it('keeps everything for all categories and filters by one', () => {
    expect(filterArticles(articles, '')).toHaveLength(5)
    expect(filterArticles(articles, 'Švietimas').map((a) => a.id)).toEqual(['nauja-mokykla-lidse'])
    expect(filterArticles(articles, 'Teisė')).toHaveLength(1)
  })
})
