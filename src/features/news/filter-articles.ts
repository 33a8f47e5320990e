import type { Article, NewsCategory } from '@/data/news'

/** The category buttons really filter (the original's did not). '' = all. */
export function filterArticles(items: readonly Article[], category: NewsCategory | ''): Article[] {
  return category ? items.filter((article) => article.category === category) : [...items]
}
