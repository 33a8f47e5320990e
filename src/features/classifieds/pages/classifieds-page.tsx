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
import { adCategories } from '@/features/classifieds/ad'
import { useLiveList } from '@/hooks/use-live-list'
import { useUrlFilters } from '@/hooks/use-url-filters'
import { choiceParam, textParam } from '@/lib/url-params'
import { adPrice, ClassifiedFacts } from '../components/classified-facts'
import { ClassifiedActions } from '../contact/classified-actions'
import { filterAds } from '../filter-ads'

const urlParams = { q: textParam(), kategorija: choiceParam(adCategories) }

export function ClassifiedsPage() {
  const filters = useUrlFilters(urlParams)
  const { q, kategorija: category } = filters.values
  const { items: live, state } = useLiveList('classifieds', (signal) => import('../live/load-public').then(({ loadPublicClassifieds }) => loadPublicClassifieds(signal)))
  const shown = filterAds(live, { q, category })

  return (
    <>
      <PageHead title="Skelbimai" description="Lietuvių skelbimai Jungtinėje Karalystėje: darbas, būstas, paslaugos, pirkimas ir pardavimas." path={paths.classifieds} />
      <DirectoryHero title="Skelbimai" lead="Darbas, būstas ir paslaugos lietuviams Jungtinėje Karalystėje.">
        <Link to={paths.classifiedNew} className={buttonVariants({ variant: 'accent', className: 'mt-8' })}>
          <Plus aria-hidden /> Įdėti skelbimą
        </Link>
        <p className="mt-2 text-sm text-brand-50">Skelbimą peržiūri administratoriai; paskelbtas jis rodomas 30 dienų.</p>
      </DirectoryHero>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <div className="max-w-xl">
          <SearchInput label="Paieška skelbimuose" placeholder="Pvz. kambarys, vairuotojas" value={q} onChange={(v) => filters.set('q', v)} />
        </div>
        <ChipFilter label="Skelbimų kategorija" options={adCategories} value={category} onChange={(v) => filters.set('kategorija', v)} />
        <h2 className="sr-only">Skelbimai</h2>
        <p role="status" className="text-sm text-slate-700">
          {state === 'ready' ? `Skelbimų: ${shown.length}` : state === 'loading' ? 'Įkeliama…' : 'Nepavyko įkelti skelbimų. Patikrinkite ryšį ir atnaujinkite puslapį.'}
        </p>
        {state !== 'ready' ? null : shown.length === 0 ? (
          <EmptyState title="Skelbimų nerasta" onClear={filters.clearAll} />
        ) : (
          <CardGrid
            items={shown}
            getKey={(ad) => ad.id}
            className="md:grid-cols-2 lg:grid-cols-3"
            renderCard={(ad) => (
              <Card className="h-full">
                <CardHeader>
                  <div className="flex flex-wrap gap-2">
                    <Badge variant="secondary">{ad.category}</Badge>
                  </div>
                  <CardTitle>
                    <Link to={paths.classified(ad.id)} className="hover:text-brand-800 hover:underline">
                      {ad.title}
                    </Link>
                  </CardTitle>
                  <p className="text-lg font-semibold text-brand-800">{adPrice(ad)}</p>
                </CardHeader>
                <CardContent className="space-y-3 text-sm text-slate-800">
                  <p className="whitespace-pre-line [overflow-wrap:anywhere]">{ad.description}</p>
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
