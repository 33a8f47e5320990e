import { m } from '@/paraglide/messages'
import type { NewsCategory } from './article'

/** What each category is called on a page; the stored value (and the address's) stays Lithuanian. */
const categoryLabels: Record<NewsCategory, () => string> = {
  Bendruomenė: () => m.news_category_community(),
  Švietimas: () => m.news_category_education(),
  Kultūra: () => m.news_category_culture(),
  Verslas: () => m.news_category_business(),
  Teisė: () => m.news_category_law(),
  Kelionės: () => m.news_category_travel(),
}

/** A category as the page's language names it ('Bendruomenė', 'Community'); an unknown one as stored. */
export function newsCategoryLabel(category: string): string {
  return Object.hasOwn(categoryLabels, category) ? categoryLabels[category as NewsCategory]() : category
}
