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
import { schools } from '@/data/schools'
import { useLiveDirectory } from '@/features/directory/live/use-live-directory'
import { useUrlFilters } from '@/hooks/use-url-filters'
import { formatCount } from '@/lib/format'
import { pluralize } from '@/lib/plural'
import { SchoolCard } from '../components/school-card'
import { filterSchools } from '../filter-schools'


/** 'Rasta 1 mokykla ar darželis', 'Rasta 3 mokyklos ir darželiai', 'Rasta 12 mokyklų ir darželių'. */
export function schoolCountLine(count: number): string {
  return `Rasta ${count} ${pluralize(count, { one: 'mokykla ar darželis', few: 'mokyklos ir darželiai', other: 'mokyklų ir darželių' })}`
}

export function SchoolsPage() {
  const filters = useUrlFilters({ q: '', regionas: '' })
  const { q, regionas } = filters.values
  const { items } = useLiveDirectory('schools', schools)
  const regions = useMemo(() => distinctOptions(items.map((s) => s.region)), [items])
  // Schools report their pupils as '150+': the figure adds up the numbers they give.
  const pupils = sumOf(items.map((s) => Number.parseInt(s.students, 10) || 0))
  const stats = [
    figure('Mokyklų ir darželių', items.length),
    figure('Regionų', distinctCount(items.map((s) => s.region))),
    { label: 'Mokinių', value: `${formatCount(pupils)}+` },
  ]
  const shown = filterSchools(items, { q, regionas })
  const active: ActiveFilter[] = [
    ...(q ? [{ key: 'q', label: `Paieška: ${q}`, onRemove: () => filters.clear('q') }] : []),
    ...(regionas ? [{ key: 'regionas', label: regionas, onRemove: () => filters.clear('regionas') }] : []),
  ]

  return (
    <>
      <PageHead
        title="Lituanistinis mokymas"
        description="Lituanistinės mokyklos ir lietuviški darželiai Jungtinėje Karalystėje: Londone, Mančesteryje, Škotijoje, Velse, Šiaurės Airijoje ir nuotoliu."
        path={paths.schools.list}
      />
      <DirectoryHero title="Lituanistinės mokyklos ir darželiai" lead="Lietuvių kalba, istorija ir tradicijos vaikams – savaitgaliais arba internetu." stats={stats} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <FilterBar>
          <SearchInput label="Paieška" placeholder="Pavadinimas, regionas, direktorius" value={q} onChange={(v) => filters.set('q', v)} />
          <FilterSelect label="Regionas" allLabel="Visi regionai" options={regions} value={regionas} onChange={(v) => filters.set('regionas', v)} />
        </FilterBar>
        <FilterChips filters={active} />
        <ResultSummary hasFilters={filters.isActive} onClear={filters.clearAll}>
          {schoolCountLine(shown.length)}
        </ResultSummary>
        {shown.length === 0 ? (
          <EmptyState title="Mokyklų ir darželių nerasta" onClear={filters.clearAll} />
        ) : (
          <CardGrid
            items={shown}
            getKey={(school) => school.id}
            renderCard={(school) => (
              <SchoolCard school={school} />
            )}
          />
        )}
      </div>
    </>
  )
}
