import { paths } from '@/app/paths'
import { ContactLinks } from '@/components/directory/contact-links'
import { CardGrid } from '@/components/directory/card-grid'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { EmptyState } from '@/components/directory/empty-state'
import { FilterBar } from '@/components/directory/filter-bar'
import { FilterChips, type ActiveFilter } from '@/components/directory/filter-chips'
import { FilterSelect } from '@/components/directory/filter-select'
import { ResultSummary } from '@/components/directory/result-summary'
import { SearchInput } from '@/components/directory/search-input'
import { SocialBadges } from '@/components/directory/social-badges'
import { WebsiteButton } from '@/components/directory/website-button'
import { PageHead } from '@/components/page-head'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { mediaOutlets } from '@/data/media-outlets'
import { useLiveDirectory } from '@/features/directory/live/use-live-directory'
import { useUrlFilters } from '@/hooks/use-url-filters'
import { pluralize } from '@/lib/plural'
import { filterMedia } from '../filter-media'

const categories = (['Portalai', 'Žurnalai', 'Radijo stotys'] as const).map((value) => ({ value, label: value }))

export function MediaPage() {
  const filters = useUrlFilters({ q: '', kategorija: '' })
  const { q, kategorija } = filters.values
  const { items } = useLiveDirectory('media', mediaOutlets)
  const shown = filterMedia(items, { q, kategorija })
  const active: ActiveFilter[] = [
    ...(q ? [{ key: 'q', label: `Paieška: ${q}`, onRemove: () => filters.clear('q') }] : []),
    ...(kategorija ? [{ key: 'kategorija', label: kategorija, onRemove: () => filters.clear('kategorija') }] : []),
  ]
  return (
    <>
      <PageHead
        title="Žiniasklaida"
        description="Lietuviška žiniasklaida Jungtinėje Karalystėje: naujienų portalai, žurnalai ir radijo stotys."
        path={paths.media}
      />
      <DirectoryHero title="Lietuviška žiniasklaida JK" lead="Portalai, žurnalai ir radijas lietuvių kalba – naujienos iš bendruomenės ir Lietuvos." />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <FilterBar>
          <SearchInput label="Paieška" placeholder="Pavadinimas arba kategorija" value={q} onChange={(v) => filters.set('q', v)} />
          <FilterSelect label="Kategorija" allLabel="Visos kategorijos" options={categories} value={kategorija} onChange={(v) => filters.set('kategorija', v)} />
        </FilterBar>
        <FilterChips filters={active} />
        <ResultSummary hasFilters={filters.isActive} onClear={filters.clearAll}>
          Rasta {shown.length} {pluralize(shown.length, { one: 'žiniasklaidos priemonė', few: 'žiniasklaidos priemonės', other: 'žiniasklaidos priemonių' })}
        </ResultSummary>
        {shown.length === 0 ? (
          <EmptyState title="Žiniasklaidos priemonių nerasta" onClear={filters.clearAll} />
        ) : (
          <CardGrid
            items={shown}
            getKey={(outlet) => outlet.id}
            renderCard={(outlet) => (
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <Badge variant="secondary" className="w-fit">
                    {outlet.category}
                  </Badge>
                  <CardTitle>{outlet.name}</CardTitle>
                  <p className="text-sm text-slate-700">Vadovas(-ė): {outlet.leader}</p>
                </CardHeader>
                <CardContent className="flex-1 space-y-3">
                  <ContactLinks address={outlet.address} email={outlet.email} phone={outlet.phone} />
                  <SocialBadges name={outlet.name} facebook={outlet.facebook} />
                </CardContent>
                <CardFooter>
                  <WebsiteButton website={outlet.website} name={outlet.name} />
                </CardFooter>
              </Card>
            )}
          />
        )}
      </div>
    </>
  )
}
