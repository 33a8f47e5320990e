import { useMemo } from 'react'
import { articleImageUrl, bodyImageSrc } from '@/features/news/live/published-articles'
import { MarkdownView } from '@/lib/markdown/markdown-view'
import { parseMarkdown } from '@/lib/markdown/parse-markdown'
import type { PendingArticle } from './article-queries'
import { DecisionButtons } from './decision-buttons'

type PendingArticleCardProps = { article: PendingArticle; isDeciding: boolean; onApprove: () => void; onReject: () => void }

/** One article waiting for approval as it would be published (its body rendered as its page renders it), with the two decisions. */
export function PendingArticleCard({ article, isDeciding, onApprove, onReject }: PendingArticleCardProps) {
  const titleId = `straipsnis-${article.id}`
  const blocks = useMemo(() => parseMarkdown(article.body, { imageSrc: bodyImageSrc }), [article.body])
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-xl border border-slate-200 p-5">
      <h2 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {article.title}
      </h2>
      <dl className="grid grid-cols-[auto_1fr] gap-x-4 gap-y-1 text-sm">
        <dt className="font-medium text-slate-700">Kategorija</dt>
        <dd>{article.category}</dd>
        <dt className="font-medium text-slate-700">Apie įrašą</dt>
        <dd className="[overflow-wrap:anywhere]">{article.entry_name ?? 'Įrašas nebepasiekiamas'}</dd>
        {article.author_name && (
          <>
            <dt className="font-medium text-slate-700">Autorius</dt>
            <dd className="[overflow-wrap:anywhere]">{article.author_name}</dd>
          </>
        )}
      </dl>
      {article.cover_path && (
        <img src={articleImageUrl(article.cover_path)} alt={article.cover_alt ?? ''} width={320} height={180} className="aspect-video w-full max-w-xs rounded-lg object-cover" />
      )}
      <p className="font-medium text-slate-900 [overflow-wrap:anywhere]">{article.lead}</p>
      {/* As the article's page shows it: the renderer makes no markup of what was typed. */}
      <div className="max-h-96 overflow-y-auto rounded-lg bg-slate-50 px-4 pb-4 text-sm text-slate-800 [overflow-wrap:anywhere]" tabIndex={0} role="group" aria-label={`Tekstas: ${article.title}`}>
        <MarkdownView blocks={blocks} />
      </div>
      <DecisionButtons titleId={titleId} isDeciding={isDeciding} onApprove={onApprove} onReject={onReject} />
    </article>
  )
}
