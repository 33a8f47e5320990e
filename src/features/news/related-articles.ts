import type { ArticleSummary } from './article'

/**
 * Up to three other articles to read next: those about the same entry first, then those of the
 * same category; each group newest first, as the reads give them. An article of another category
 * about another entry is no relation (and would tie every article's page to every other).
 */
export function relatedArticles<Item extends ArticleSummary>(article: Pick<ArticleSummary, 'slug' | 'category' | 'entry'>, articles: readonly Item[], limit = 3): Item[] {
  const rank = (other: ArticleSummary) => (article.entry && other.entry?.path === article.entry.path ? 0 : other.category === article.category ? 1 : 2)
  return articles
    .filter((other) => other.slug !== article.slug && rank(other) < 2)
    .sort((a, b) => rank(a) - rank(b))
    .slice(0, limit)
}
