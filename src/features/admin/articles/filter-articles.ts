import { shownStatus, type ArticleStatus } from '@/features/news/editor/article-status'
import type { ListedArticle } from './queries'

/** The articles of one status as readers experience it ('' for all), in the order loaded. */
export function filterArticles(articles: readonly ListedArticle[], status: ArticleStatus | '', now: Date = new Date()): ListedArticle[] {
  return status === '' ? [...articles] : articles.filter((article) => shownStatus(article.status, article.publish_at, now) === status)
}
