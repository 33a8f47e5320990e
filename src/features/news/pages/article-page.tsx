import { useParams } from '@/lib/routing'
import { paths } from '@/app/paths'
import { BackLink } from '@/components/directory/back-link'
import { PageHead, SITE_NAME } from '@/components/page-head'
import { ReportButton } from '@/features/content-reports/report-button'
import { MissingEntry } from '@/features/directory/live/missing-entry'
import { useRouteData } from '@/lib/page-data/page-data-context'
import { SITE_URL } from '@/lib/site-url'
import { m } from '@/paraglide/messages'
import type { Article } from '../article'
import { newsCategoryLabel } from '../category-label'
import { ArticleCard } from '../components/article-card'
import { ArticleView } from '../components/article-view'

/** schema.org's NewsArticle, so search engines read the article as news with its dates and author. */
function articleJsonLd(article: Article) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.lead,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    articleSection: newsCategoryLabel(article.category),
    mainEntityOfPage: `${SITE_URL}${paths.article(article.slug)}`,
    ...(article.cover ? { image: [article.cover.url] } : {}),
    ...(article.author ? { author: { '@type': 'Person', name: article.author } } : {}),
    publisher: { '@type': 'Organization', name: SITE_NAME, url: SITE_URL },
  }
}

/** A published article's own page: cover, title, lead, byline, body, and related articles. */
export function ArticlePage() {
  const { slug = '' } = useParams()
  const { data: article, state } = useRouteData(`article:${slug}`, (signal) =>
    import('../live/published-articles').then(({ loadPublishedArticle }) => loadPublishedArticle(slug, signal)),
  )
  if (!article) return <MissingEntry state={state} title={m.news_not_found()} backTo={paths.news} backLabel={m.news_back_to_news()} />

  return (
    <>
      <PageHead
        title={article.title}
        description={article.lead}
        path={paths.article(article.slug)}
        // An English version to name only where the article's translation is published.
        translated={article.hasEnglish === true}
        image={article.cover}
        article={{ published_time: article.publishedAt, modified_time: article.updatedAt, section: newsCategoryLabel(article.category) }}
        jsonLd={articleJsonLd(article)}
      />
      <ArticleView
        article={article}
        titleAs="h1"
        column="mx-auto max-w-3xl px-4 py-10"
        before={
          <div className="mb-6">
            <BackLink to={paths.news} label={m.news_all_news()} />
          </div>
        }
      />
      <div className="mx-auto flex max-w-3xl flex-wrap items-center gap-2 px-4 pb-10">
        <ReportButton
          name={article.title}
          choices={[
            { target: { kind: 'article', articleSlug: article.slug }, label: m.report_target_article() },
            // Where the page shows the translation, it may be what is wrong.
            ...(article.contentLocale === 'en' ? [{ target: { kind: 'article_translation' as const, articleSlug: article.slug }, label: m.report_target_translation() }] : []),
          ]}
        />
      </div>
      <RelatedArticles slug={article.slug} category={article.category} />
    </>
  )
}

/** Up to three articles to read next, read for this article alone (its entry's and its category's newest). */
function RelatedArticles({ slug, category }: { slug: string; category: string }) {
  const { data } = useRouteData(`article-related:${category}:${slug}`, (signal) =>
    import('../live/published-articles').then(({ loadRelatedArticles }) => loadRelatedArticles(slug, category, signal)),
  )
  const related = data?.articles ?? []
  if (related.length === 0) return null
  return (
    <section aria-labelledby="susije" className="mx-auto max-w-7xl px-4 pb-12">
      <h2 id="susije" className="text-2xl font-bold">
        {m.news_related()}
      </h2>
      <ul className="mt-6 grid gap-6 md:grid-cols-3">
        {related.map((other) => (
          <li key={other.slug}>
            <ArticleCard article={other} />
          </li>
        ))}
      </ul>
    </section>
  )
}
