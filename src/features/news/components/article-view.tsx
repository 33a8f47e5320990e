import { useMemo, type ReactNode } from 'react'
import { Badge } from '@/components/ui/badge'
import { MarkdownView } from '@/lib/markdown/markdown-view'
import { parseMarkdown } from '@/lib/markdown/parse-markdown'
import { m } from '@/paraglide/messages'
import type { Article } from '../article'
import { newsCategoryLabel } from '../category-label'
import { bodyImageSrc } from '../live/published-articles'
import { ArticleByline } from './article-byline'
import { UntranslatedNote } from '@/components/untranslated-note'
import { getLocale, untranslatedLang } from '@/lib/i18n/locale'

type ArticleViewProps = {
  article: Article
  /** h1 on the article's page; h2 where it is shown inside another page (the editor's preview). */
  titleAs: 'h1' | 'h2'
  /** Above the category: the page's way back. */
  before?: ReactNode
  className?: string
  /** The width and padding of the header's and body's columns. */
  column: string
}

/**
 * An article as readers see it: category, title, lead, cover, byline and the body rendered from
 * its Markdown. The page and the editor's preview show the same, so the preview never misleads.
 */
export function ArticleView({ article, titleAs: Title, before, className, column }: ArticleViewProps) {
  const blocks = useMemo(() => parseMarkdown(article.body, { imageSrc: bodyImageSrc }), [article.body])
  // The Lithuanian original on an English page, marked so (the editor's preview is always the page's language).
  const wordsLang = untranslatedLang(article.contentLocale ?? (Title === 'h2' ? getLocale() : undefined))
  return (
    <article aria-label={Title === 'h2' ? m.news_preview() : undefined} className={className}>
      <header className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className={column}>
          {before}
          {article.category && <Badge variant="accent">{newsCategoryLabel(article.category)}</Badge>}
          <Title lang={wordsLang} className="mt-3 text-3xl font-bold [overflow-wrap:anywhere] sm:text-4xl">
            {article.title}
          </Title>
          {wordsLang && <UntranslatedNote />}
          <p lang={wordsLang} className="mt-3 text-lg text-brand-50">
            {article.lead}
          </p>
        </div>
      </header>
      <div className={`${column} text-slate-800`}>
        {article.cover && <img src={article.cover.url} alt={article.cover.alt} lang={wordsLang} width={1280} height={720} className="mb-6 aspect-video w-full rounded-xl object-cover" />}
        <ArticleByline article={article} />
        <div lang={wordsLang} className="[overflow-wrap:anywhere]">
          <MarkdownView blocks={blocks} />
        </div>
      </div>
    </article>
  )
}
