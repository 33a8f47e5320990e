import { CalendarDays, Eye, MessageSquare, User } from 'lucide-react'
import { paths } from '@/app/paths'
import { ChipFilter } from '@/components/chip-filter'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { PageHead } from '@/components/page-head'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { articles, newsCategories, type Article } from '@/data/news'
import { useUrlFilters } from '@/hooks/use-url-filters'
import { choiceParam } from '@/lib/url-params'
import { formatDate } from '@/lib/format'
import { nouns, pluralize } from '@/lib/plural'
import { filterArticles } from '../filter-articles'

function ArticleMeta({ article }: { article: Article }) {
  return (
    <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
      <span className="flex items-center gap-1">
        <User aria-hidden className="size-4" /> {article.author}
      </span>
      <span className="flex items-center gap-1">
        <CalendarDays aria-hidden className="size-4" /> <time dateTime={article.date}>{formatDate(article.date)}</time>
      </span>
      <span className="flex items-center gap-1">
        <Eye aria-hidden className="size-4" /> {article.views} <span className="sr-only">{pluralize(article.views, nouns.view)}</span>
      </span>
      <span className="flex items-center gap-1">
        <MessageSquare aria-hidden className="size-4" /> {article.comments} <span className="sr-only">{pluralize(article.comments, nouns.comment)}</span>
      </span>
    </p>
  )
}

const urlParams = { kategorija: choiceParam(newsCategories) }

export function NewsPage() {
  const filters = useUrlFilters(urlParams)
  const category = filters.values.kategorija
  const shown = filterArticles(articles, category)
  const [featured, ...rest] = shown.some((a) => a.featured) ? [shown.find((a) => a.featured)!, ...shown.filter((a) => !a.featured)] : [undefined, ...shown]

  return (
    <>
      <PageHead title="Naujienos" description="Lietuvių bendruomenės Jungtinėje Karalystėje naujienos: bendruomenė, švietimas, kultūra, verslas ir teisė." path={paths.news} />
      <DirectoryHero title="Naujienos" lead="Kas vyksta lietuvių bendruomenėse Jungtinėje Karalystėje." />
      <div className="mx-auto max-w-7xl space-y-8 px-4 py-10">
        <ChipFilter label="Naujienų kategorija" options={newsCategories} value={category} onChange={(v) => filters.set('kategorija', v)} />
        <p role="status" className="text-sm text-slate-700">
          Straipsnių: {shown.length}
        </p>
        {featured && (
          <article className="rounded-2xl bg-brand-50 p-6">
            <Badge>{featured.category}</Badge>
            <h2 className="mt-3 text-3xl font-bold text-slate-900">{featured.title}</h2>
            <p className="mt-3 text-lg text-slate-800">{featured.excerpt}</p>
            <p className="mt-3 text-slate-800">{featured.content}</p>
            <div className="mt-4">
              <ArticleMeta article={featured} />
            </div>
          </article>
        )}
        <ul className="grid gap-6 md:grid-cols-2">
          {rest.map((article) => (
            <li key={article.id}>
              <Card className="h-full">
                <CardHeader>
                  <Badge variant="secondary" className="w-fit">
                    {article.category}
                  </Badge>
                  <CardTitle>{article.title}</CardTitle>
                </CardHeader>
                <CardContent className="space-y-3">
                  <p className="text-slate-800">{article.excerpt}</p>
                  <ArticleMeta article={article} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </>
  )
}
