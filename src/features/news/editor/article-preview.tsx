import { useDeferredValue } from 'react'
import { useQuery } from '@tanstack/react-query'
import { entryPagePath } from '@/features/directory/directory-pages'
import { organiserEntryQueries } from '@/features/events/proposal/organiser-entries'
import type { Article } from '@/features/news/article'
import { ArticleView } from '@/features/news/components/article-view'
import { articleImageUrl } from '@/features/news/live/published-articles'
import type { ArticleFormValues } from './article-form-schema'
import { m } from '@/paraglide/messages'
import { useArticleWriter } from './article-writer'

type ArticlePreviewProps = {
  values: ArticleFormValues
  /** The byline's name: the article's, or the writer's for one not yet saved. */
  author: string | null
  /** When it was or will be published; now for one not yet published. */
  publishedAt: string
}

/**
 * The article as its public page shows it (/naujienos/<slug>), by the same component: header,
 * cover, byline and the body rendered by the same Markdown view.
 */
export function ArticlePreview({ values, author, publishedAt }: ArticlePreviewProps) {
  const body = useDeferredValue(values.body)
  const writer = useArticleWriter()
  const entries = useQuery({ ...organiserEntryQueries.list(), enabled: !writer.entries })
  const entry = (writer.entries ?? entries.data)?.find((candidate) => candidate.id === values.entryId)
  const article: Article = {
    slug: values.slug,
    title: values.title || m.news_editor_preview_title(),
    lead: values.lead || m.news_editor_preview_lead(),
    category: values.category,
    author,
    publishedAt,
    updatedAt: publishedAt,
    body,
    ...(values.coverPath ? { cover: { url: articleImageUrl(values.coverPath), alt: values.coverAlt } } : {}),
    ...(entry ? { entry: { name: entry.name, path: entryPagePath(entry.directory, entry.slug) } } : {}),
  }
  return <ArticleView article={article} titleAs="h2" column="px-6 py-8" className="overflow-hidden rounded-xl border border-slate-200 bg-white" />
}
