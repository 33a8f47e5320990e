import { useMemo } from 'react'
import { paths } from '@/app/paths'
import { CardGrid } from '@/components/directory/card-grid'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { distinctOptions } from '@/components/directory/distinct-options'
import { EmptyState } from '@/components/directory/empty-state'
import { FilterBar } from '@/components/directory/filter-bar'
import { distinctCount, figure, sumOf } from '@/components/directory/hero-figures'
import { FilterChips, type ActiveFilter } from '@/components/directory/filter-chips'
import { FilterSelect } from '@/components/directory/filter-select'
import { ResultSummary } from '@/components/directory/result-summary'
import { SearchInput } from '@/components/directory/search-input'
import { PageHead } from '@/components/page-head'
import { communities, communityTypeLabels, type CommunityType } from '@/data/communities'
import { useLiveDirectory } from '@/features/directory/live/use-live-directory'
import { useUrlFilters } from '@/hooks/use-url-filters'
import { pluralize } from '@/lib/plural'
import { CommunityCard } from '../components/community-card'
import { filterCommunities } from '../filter-communities'

const types = [
  { value: 'pagrindine', label: 'Pagrindinės' },
  { value: 'regionine', label: 'Regioninės' },
]

export function CommunitiesPage() {
  const filters = useUrlFilters({ q: '', vieta: '', tipas: '' })
  const { q, vieta, tipas } = filters.values
  const { items } = useLiveDirectory('communities', communities)
  const locations = useMemo(() => distinctOptions(items.map((c) => c.location)), [items])
  const stats = [
    figure('Bendruomenių', items.length),
    figure('Miestų', distinctCount(items.map((c) => c.location))),
    figure('Narių (bendruomenių duomenimis)', sumOf(items.map((c) => c.members))),
  ]
  const shown = filterCommunities(items, { q, vieta, tipas: tipas as CommunityType | '' })
  const active: ActiveFilter[] = [
    ...(q ? [{ key: 'q', label: `Paieška: ${q}`, onRemove: () => filters.clear('q') }] : []),
    ...(vieta ? [{ key: 'vieta', label: vieta, onRemove: () => filters.clear('vieta') }] : []),
    ...(tipas ? [{ key: 'tipas', label: communityTypeLabels[tipas as CommunityType] ?? tipas, onRemove: () => filters.clear('tipas') }] : []),
  ]
  const total = items.length

  return (
    <>
      <PageHead
        title="Bendruomenės"
        description="Lietuvių bendruomenės Jungtinėje Karalystėje: ieškokite pagal pavadinimą, miestą ar tipą ir susisiekite su artimiausia."
        path={paths.communities.list}
      />
      <DirectoryHero
        title="Lietuvių bendruomenės JK"
        lead="Raskite artimiausią lietuvių bendruomenę: šventės, lietuviška mokykla vaikams, pagalba ir draugai."
        stats={stats}
      />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <FilterBar>
          <SearchInput label="Paieška" placeholder="Pavadinimas, miestas ar veikla" value={q} onChange={(v) => filters.set('q', v)} />
          <FilterSelect label="Vietovė" allLabel="Visos vietovės" options={locations} value={vieta} onChange={(v) => filters.set('vieta', v)} />
          <FilterSelect label="Tipas" allLabel="Visos" options={types} value={tipas} onChange={(v) => filters.set('tipas', v)} />
        </FilterBar>
        <FilterChips filters={active} />
        <ResultSummary hasFilters={filters.isActive} onClear={filters.clearAll}>
          Rodoma: {shown.length} iš {total} {pluralize(total, { one: 'bendruomenės', few: 'bendruomenių', other: 'bendruomenių' })}
        </ResultSummary>
        {shown.length === 0 ? (
          <EmptyState title="Bendruomenių nerasta" onClear={filters.clearAll} />
        ) : (
          <CardGrid
            items={shown}
            getKey={(community) => community.id}
            renderCard={(community) => (
              <CommunityCard community={community} />
            )}
          />
        )}
      </div>
    </>
  )
}
