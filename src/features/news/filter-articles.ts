import type { ArticleSummary, NewsCategory } from './article'

/** The articles of one category ('' = all), in the order given. */
export function filterArticles<Item extends Pick<ArticleSummary, 'category'>>(items: readonly Item[], category: NewsCategory | ''): readonly Item[] {
  return category ? items.filter((article) => article.category === category) : items
}
