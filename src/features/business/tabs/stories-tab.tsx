import type { ArticleSummary } from '@/features/news/article'
import { ArticleCard } from '@/features/news/components/article-card'
import { TabState, type TabLoadState } from './tab-state'
import { m } from '@/paraglide/messages'

const grid = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3'

/** The articles of the 'Verslas' category: the community's business stories. */
export function StoriesTab({ articles, state }: { articles: readonly ArticleSummary[]; state: TabLoadState }) {
  return (
    <TabState state={state} empty={articles.length === 0 ? m.directories_business_stories_empty() : null}>
      <ul className={grid}>
        {articles.map((article) => (
          <li key={article.slug}>
            <ArticleCard article={article} />
          </li>
        ))}
      </ul>
    </TabState>
  )
}
