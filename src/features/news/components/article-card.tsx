import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { Badge } from '@/components/ui/badge'
import { ArticleByline } from './article-byline'
import type { ArticleSummary } from '../article'
import { newsCategoryLabel } from '../category-label'
import { untranslatedLang } from '@/lib/i18n/locale'

/** An article in a list: its cover, category, title (the link to its page), lead and byline. */
export function ArticleCard({ article, headingLevel = 'h3' }: { article: ArticleSummary; headingLevel?: 'h2' | 'h3' }) {
  const Heading = headingLevel
  return (
    <article className="flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm">
      {article.cover && <img src={article.cover.url} alt={article.cover.alt} lang={untranslatedLang(article.contentLocale)} loading="lazy" width={640} height={360} className="aspect-video w-full object-cover" />}
      <div className="flex flex-1 flex-col gap-3 p-5">
        <Badge variant="secondary" className="w-fit">
          {newsCategoryLabel(article.category)}
        </Badge>
        <Heading lang={untranslatedLang(article.contentLocale)} className="text-xl leading-tight font-semibold">
          <Link to={paths.article(article.slug)} className="text-slate-900 underline-offset-4 hover:underline">
            {article.title}
          </Link>
        </Heading>
        <p lang={untranslatedLang(article.contentLocale)} className="text-slate-800">
          {article.lead}
        </p>
        <ArticleByline article={article} />
      </div>
    </article>
  )
}
