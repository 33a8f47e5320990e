import { useMemo } from 'react'
import { useParams } from '@/lib/routing'
import { paths } from '@/app/paths'
import { BackLink } from '@/components/directory/back-link'
import { PageHead, SITE_NAME } from '@/components/page-head'
import { Badge } from '@/components/ui/badge'
import { MissingEntry } from '@/features/directory/live/missing-entry'
import { useLiveList } from '@/hooks/use-live-list'
import { useRouteData } from '@/lib/page-data/page-data-context'
import { MarkdownView } from '@/lib/markdown/markdown-view'
import { parseMarkdown } from '@/lib/markdown/parse-markdown'
import { SITE_URL } from '@/lib/site-url'
import type { Article } from '../article'
import { ArticleByline } from '../components/article-byline'
import { ArticleCard } from '../components/article-card'
import { bodyImageSrc } from '../live/published-articles'
import { relatedArticles } from '../related-articles'

/** schema.org's NewsArticle, so search engines read the article as news with its dates and author. */
function articleJsonLd(article: Article) {
  return {
    '@context': 'https://schema.org',
    '@type': 'NewsArticle',
    headline: article.title,
    description: article.lead,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    articleSection: article.category,
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
  const { items: articles } = useLiveList('articles', (signal) =>
    import('../live/published-articles').then(({ loadPublishedArticles }) => loadPublishedArticles(signal)),
  )
  const blocks = useMemo(() => (article ? parseMarkdown(article.body, { imageSrc: bodyImageSrc }) : []), [article])
  if (!article) return <MissingEntry state={state} title="Straipsnis nerastas" backTo={paths.news} backLabel="Grįžti į naujienas" />
  const related = relatedArticles(article, articles)

  return (
    <>
      <PageHead
        title={article.title}
        description={article.lead}
        path={paths.article(article.slug)}
        image={article.cover}
        article={{ published_time: article.publishedAt, modified_time: article.updatedAt, section: article.category }}
        jsonLd={articleJsonLd(article)}
      />
      <article>
        <header className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
          <div className="mx-auto max-w-3xl px-4 py-10">
            <BackLink to={paths.news} label="Visos naujienos" />
            <Badge variant="accent" className="mt-6">
              {article.category}
            </Badge>
            <h1 className="mt-3 text-3xl font-bold [overflow-wrap:anywhere] sm:text-4xl">{article.title}</h1>
            <p className="mt-3 text-lg text-brand-50">{article.lead}</p>
          </div>
        </header>
        <div className="mx-auto max-w-3xl px-4 py-10 text-slate-800">
          {article.cover && <img src={article.cover.url} alt={article.cover.alt} width={1280} height={720} className="mb-6 aspect-video w-full rounded-xl object-cover" />}
          <ArticleByline article={article} />
          <div className="[overflow-wrap:anywhere]">
            <MarkdownView blocks={blocks} />
          </div>
        </div>
      </article>
      {related.length > 0 && (
        <section aria-labelledby="susije" className="mx-auto max-w-7xl px-4 pb-12">
          <h2 id="susije" className="text-2xl font-bold">
            Susiję straipsniai
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {related.map((other) => (
              <li key={other.slug}>
                <ArticleCard article={other} />
              </li>
            ))}
          </ul>
        </section>
      )}
    </>
  )
}
