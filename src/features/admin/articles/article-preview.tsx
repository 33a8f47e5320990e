import { useDeferredValue, useMemo } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Badge } from '@/components/ui/badge'
import { entryPagePath } from '@/features/directory/directory-pages'
import { organiserEntryQueries } from '@/features/events/proposal/organiser-entries'
import type { ArticleSummary } from '@/features/news/article'
import { ArticleByline } from '@/features/news/components/article-byline'
import { articleImageUrl, bodyImageSrc } from '@/features/news/live/published-articles'
import { MarkdownView } from '@/lib/markdown/markdown-view'
import { parseMarkdown } from '@/lib/markdown/parse-markdown'
import type { ArticleFormValues } from './article-form-schema'

type ArticlePreviewProps = {
  values: ArticleFormValues
  /** The byline's name: the article's, or the administrator's for one not yet saved. */
  author: string | null
  /** When it was or will be published; now for one not yet published. */
  publishedAt: string
}

/**
 * The article as its public page shows it (/naujienos/<slug>): the same header, cover, byline
 * and body rendered by the same Markdown view, so nothing the writer typed is ever markup.
 */
export function ArticlePreview({ values, author, publishedAt }: ArticlePreviewProps) {
  const body = useDeferredValue(values.body)
  const blocks = useMemo(() => parseMarkdown(body, { imageSrc: bodyImageSrc }), [body])
  const entries = useQuery(organiserEntryQueries.list())
  const entry = entries.data?.find((candidate) => candidate.id === values.entryId)
  const summary: ArticleSummary = {
    slug: values.slug,
    title: values.title,
    lead: values.lead,
    category: values.category,
    author,
    publishedAt,
    updatedAt: publishedAt,
    ...(entry ? { entry: { name: entry.name, path: entryPagePath(entry.directory, entry.slug) } } : {}),
  }
  return (
    <article aria-label="Peržiūra" className="overflow-hidden rounded-xl border border-slate-200 bg-white">
      <header className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="px-6 py-8">
          {values.category && <Badge variant="accent">{values.category}</Badge>}
          <h2 className="mt-3 text-3xl font-bold [overflow-wrap:anywhere]">{values.title || 'Pavadinimas'}</h2>
          <p className="mt-3 text-lg text-brand-50">{values.lead || 'Įžanga'}</p>
        </div>
      </header>
      <div className="px-6 py-8 text-slate-800">
        {values.coverPath && (
          <img src={articleImageUrl(values.coverPath)} alt={values.coverAlt} width={1280} height={720} className="mb-6 aspect-video w-full rounded-xl object-cover" />
        )}
        <ArticleByline article={summary} />
        <div className="[overflow-wrap:anywhere]">
          <MarkdownView blocks={blocks} />
        </div>
      </div>
    </article>
  )
}
