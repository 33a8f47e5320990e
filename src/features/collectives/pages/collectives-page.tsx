import { useMemo } from 'react'
import { Link } from 'react-router-dom'
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
import { buttonVariants } from '@/components/ui/button'
import { collectives, collectiveTypeLabels, type CollectiveType } from '@/data/collectives'
import { useLiveDirectory } from '@/features/directory/live/use-live-directory'
import { useUrlFilters } from '@/hooks/use-url-filters'
import { pluralize } from '@/lib/plural'
import { CollectiveCard } from '../components/collective-card'
import { filterCollectives } from '../filter-collectives'

// The filter offers sportas and verslas too, though no collective has them yet.
const types = (['sokiai', 'chorai', 'menas', 'sportas', 'verslas'] as const).map((value) => ({ value, label: collectiveTypeLabels[value] }))

export function CollectivesPage() {
  const filters = useUrlFilters({ q: '', vieta: '', tipas: '' })
  const { q, vieta, tipas } = filters.values
  const { items } = useLiveDirectory('collectives', collectives)
  const locations = useMemo(() => distinctOptions(items.map((c) => c.location)), [items])
  const stats = [
    figure('Kolektyvų', items.length),
    figure('Dalyvių', sumOf(items.map((c) => c.members))),
    figure('Miestų', distinctCount(items.map((c) => c.location))),
  ]
  const shown = filterCollectives(items, { q, vieta, tipas: tipas as CollectiveType | '' })
  const active: ActiveFilter[] = [
    ...(q ? [{ key: 'q', label: `Paieška: ${q}`, onRemove: () => filters.clear('q') }] : []),
    ...(vieta ? [{ key: 'vieta', label: vieta, onRemove: () => filters.clear('vieta') }] : []),
    ...(tipas ? [{ key: 'tipas', label: collectiveTypeLabels[tipas as CollectiveType] ?? tipas, onRemove: () => filters.clear('tipas') }] : []),
  ]

  return (
    <>
      <PageHead
        title="Kolektyvai"
        description="Lietuvių chorai, tautinių šokių ir meno kolektyvai Jungtinėje Karalystėje: repeticijos, koncertai ir kontaktai."
        path={paths.collectives.list}
      />
      <DirectoryHero title="Meno kolektyvai" lead="Chorai, tautinių šokių ansambliai, teatrai ir dailės studijos – prisijunkite prie lietuviškos kūrybos." stats={stats}>
        <Link to={`${paths.about}#susisiekite`} className={buttonVariants({ variant: 'accent', className: 'mt-8' })}>
          Registruoti kolektyvą
        </Link>
        <p className="mt-2 text-sm text-brand-50">Kolektyvus į katalogą įtraukiame gavę jūsų žinutę per kontaktų formą.</p>
      </DirectoryHero>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <FilterBar>
          <SearchInput label="Paieška" placeholder="Pavadinimas, vadovas, miestas" value={q} onChange={(v) => filters.set('q', v)} />
          <FilterSelect label="Vietovė" allLabel="Visos vietovės" options={locations} value={vieta} onChange={(v) => filters.set('vieta', v)} />
          <FilterSelect label="Tipas" allLabel="Visi" options={types} value={tipas} onChange={(v) => filters.set('tipas', v)} />
        </FilterBar>
        <FilterChips filters={active} />
        <ResultSummary hasFilters={filters.isActive} onClear={filters.clearAll}>
          Rodoma: {shown.length} iš {items.length} {pluralize(items.length, { one: 'kolektyvo', few: 'kolektyvų', other: 'kolektyvų' })}
        </ResultSummary>
        {shown.length === 0 ? (
          <EmptyState title="Kolektyvų nerasta" onClear={filters.clearAll} />
        ) : (
          <CardGrid
            items={shown}
            getKey={(collective) => collective.id}
            renderCard={(collective) => (
              <CollectiveCard collective={collective} />
            )}
          />
        )}
      </div>
    </>
  )
}
