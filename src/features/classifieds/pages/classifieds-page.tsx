import { Link } from '@/lib/routing'
import { Plus } from 'lucide-react'
import { paths } from '@/app/paths'
import { ChipFilter } from '@/components/chip-filter'
import { CardGrid } from '@/components/directory/card-grid'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { EmptyState } from '@/components/directory/empty-state'
import { SearchInput } from '@/components/directory/search-input'
import { PageHead } from '@/components/page-head'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { adCategories, adCategoryLabel } from '@/features/classifieds/ad'
import { useLiveList } from '@/hooks/use-live-list'
import { useUrlFilters } from '@/hooks/use-url-filters'
import { choiceParam, textParam } from '@/lib/url-params'
import { m } from '@/paraglide/messages'
import { adPrice, ClassifiedFacts } from '../components/classified-facts'
import { ClassifiedActions } from '../contact/classified-actions'
import { filterAds } from '../filter-ads'
import { lithuanianOnly } from '@/lib/i18n/locale'

const urlParams = { q: textParam(), kategorija: choiceParam(adCategories) }

export function ClassifiedsPage() {
  const filters = useUrlFilters(urlParams)
  const { q, kategorija: category } = filters.values
  const { items: live, state } = useLiveList('classifieds', (signal) => import('../live/load-public').then(({ loadPublicClassifieds }) => loadPublicClassifieds(signal)))
  const shown = filterAds(live, { q, category })

  return (
    <>
      <PageHead title={m.classifieds_title()} description={m.classifieds_head_description()} path={paths.classifieds} />
      <DirectoryHero title={m.classifieds_title()} lead={m.classifieds_hero_lead()}>
        <Link to={paths.classifiedNew} className={buttonVariants({ variant: 'accent', className: 'mt-8' })}>
          <Plus aria-hidden /> {m.classifieds_post()}
        </Link>
        <p className="mt-2 text-sm text-brand-50">{m.classifieds_review_note()}</p>
      </DirectoryHero>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <div className="max-w-xl">
          <SearchInput label={m.classifieds_search_label()} placeholder={m.classifieds_search_placeholder()} value={q} onChange={(v) => filters.set('q', v)} />
        </div>
        <ChipFilter
          label={m.classifieds_category_filter()}
          options={adCategories}
          value={category}
          allLabel={m.classifieds_all_categories()}
          optionLabel={adCategoryLabel}
          onChange={(v) => filters.set('kategorija', v)}
        />
        <h2 className="sr-only">{m.classifieds_title()}</h2>
        <p role="status" className="text-sm text-slate-700">
          {state === 'ready' ? m.classifieds_count({ count: shown.length }) : state === 'loading' ? m.list_loading() : m.classifieds_load_failed()}
        </p>
        {state !== 'ready' ? null : shown.length === 0 ? (
          <EmptyState title={m.classifieds_empty_title()} onClear={filters.clearAll} />
        ) : (
          <CardGrid
            items={shown}
            getKey={(ad) => ad.id}
            className="md:grid-cols-2 lg:grid-cols-3"
            renderCard={(ad) => (
              <Card className="h-full">
                <CardHeader>
                  <div className="flex flex-wrap gap-2">
                    <Badge variant="secondary">{adCategoryLabel(ad.category)}</Badge>
                  </div>
                  <CardTitle lang={lithuanianOnly()}>
                    <Link to={paths.classified(ad.id)} className="hover:text-brand-800 hover:underline">
                      {ad.title}
                    </Link>
                  </CardTitle>
                  <p className="text-lg font-semibold text-brand-800">{adPrice(ad)}</p>
                </CardHeader>
                <CardContent className="space-y-3 text-sm text-slate-800">
                  <p lang={lithuanianOnly()} className="whitespace-pre-line [overflow-wrap:anywhere]">
                    {ad.description}
                  </p>
                  <ClassifiedFacts ad={ad} />
                  <ClassifiedActions ad={ad} />
                </CardContent>
              </Card>
            )}
          />
        )}
      </div>
    </>
  )
}
