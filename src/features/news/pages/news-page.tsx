import { Rss } from 'lucide-react'
import { paths } from '@/app/paths'
import { ChipFilter } from '@/components/chip-filter'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { PageHead } from '@/components/page-head'
import { Button } from '@/components/ui/button'
import { useShowMore } from '@/features/directory/list/use-show-more'
import { useLiveList } from '@/hooks/use-live-list'
import { useUrlFilters } from '@/hooks/use-url-filters'
import { choiceParam } from '@/lib/url-params'
import { m } from '@/paraglide/messages'
import { newsCategories } from '../article'
import { newsCategoryLabel } from '../category-label'
import { ArticleCard } from '../components/article-card'
import { filterArticles } from '../filter-articles'

const urlParams = { kategorija: choiceParam(newsCategories) }
const PAGE_SIZE = 10

/** The published articles, newest first, by category (kept in the address), ten at a time. */
export function NewsPage() {
  const filters = useUrlFilters(urlParams)
  const category = filters.values.kategorija
  const { items: articles, state } = useLiveList('articles', (signal) =>
    import('../live/published-articles').then(({ loadPublishedArticles }) => loadPublishedArticles(signal)),
  )
  const shown = filterArticles(articles, category)
  const { visible, remaining, showMore, list } = useShowMore(shown, PAGE_SIZE, category)

  return (
    <>
      <PageHead title={m.news_head_title()} description={m.news_head_description()} path={paths.news} />
      <DirectoryHero title={m.news_hero_title()} lead={m.news_hero_lead()}>
        <p className="mt-6">
          <a href={paths.feeds.news} className="inline-flex items-center gap-2 font-medium text-white underline">
            <Rss aria-hidden className="size-4" /> {m.news_feed_link()}
          </a>
        </p>
        <link rel="alternate" type="application/atom+xml" title={m.news_feed_title()} href={paths.feeds.news} />
      </DirectoryHero>
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
        <ChipFilter
          label={m.news_category_filter()}
          options={newsCategories}
          optionLabel={newsCategoryLabel}
          allLabel={m.news_category_all()}
          value={category}
          onChange={(value) => filters.set('kategorija', value)}
        />
        {state !== 'ready' ? (
          <p role="status" className="py-16 text-center text-lg text-slate-800">
            {state === 'loading' ? m.list_loading() : m.news_load_failed()}
          </p>
        ) : (
          <>
            <h2 className="sr-only">{m.news_articles_heading()}</h2>
            <p role="status" className="text-sm font-medium text-slate-800">
              {shown.length > 0 ? m.news_count_line({ count: shown.length }) : articles.length > 0 ? m.news_empty_category() : m.news_empty()}
            </p>
            <ul ref={list} className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
              {visible.map((article) => (
                <li key={article.slug}>
                  <ArticleCard article={article} />
                </li>
              ))}
            </ul>
            {remaining > 0 && (
              <div className="flex justify-center">
                <Button variant="outline" size="lg" onClick={showMore}>
                  {m.list_show_more({ remaining })}
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  )
}
