import type { ArticleSummary } from './article'

/**
 * Up to three other articles to read next: those about the same entry first, then the same
 * category, then the newest; each group newest first, as the list gives them.
 */
export function relatedArticles<Item extends ArticleSummary>(article: ArticleSummary, articles: readonly Item[], limit = 3): Item[] {
  const others = articles.filter((other) => other.slug !== article.slug)
  const rank = (other: ArticleSummary) => (article.entry && other.entry?.path === article.entry.path ? 0 : other.category === article.category ? 1 : 2)
  return [...others].sort((a, b) => rank(a) - rank(b)).slice(0, limit)
}
