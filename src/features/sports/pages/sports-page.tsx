import { useMemo, useRef, useState } from 'react'
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
import { Button } from '@/components/ui/button'
import { sportsClubs } from '@/data/sports'
import { useLiveDirectory } from '@/features/directory/live/use-live-directory'
import { useUrlFilters } from '@/hooks/use-url-filters'
import { pluralize } from '@/lib/plural'
import { SportsCard } from '../components/sports-card'
import { filterSports } from '../filter-sports'

const PAGE_SIZE = 6

export function SportsPage() {
  const filters = useUrlFilters({ q: '', vieta: '' })
  const { q, vieta } = filters.values
  const { items } = useLiveDirectory('sports', sportsClubs)
  const locations = useMemo(() => distinctOptions(items.map((s) => s.location)), [items])
  const stats = [
    figure('Organizacijų', items.length),
    figure('Sportininkų', sumOf(items.map((s) => s.members))),
    figure('Sporto šakų', distinctCount(items.map((s) => s.sport))),
    figure('Pasiekimų', sumOf(items.map((s) => s.achievements.length))),
  ]
  const shown = filterSports(items, { q, vieta })
  const [limit, setLimit] = useState(PAGE_SIZE)
  // Any change of the filters starts again from the first six (state adjusted while rendering).
  const filterKey = `${q}\n${vieta}`
  const [limitFor, setLimitFor] = useState(filterKey)
  if (limitFor !== filterKey) {
    setLimitFor(filterKey)
    setLimit(PAGE_SIZE)
  }
  const firstNew = useRef<HTMLAnchorElement>(null)
  const visible = shown.slice(0, limit)
  const remaining = shown.length - visible.length
  const active: ActiveFilter[] = [
    ...(q ? [{ key: 'q', label: `Paieška: ${q}`, onRemove: () => filters.clear('q') }] : []),
    ...(vieta ? [{ key: 'vieta', label: vieta, onRemove: () => filters.clear('vieta') }] : []),
  ]

  function showMore() {
    setLimit((n) => n + PAGE_SIZE)
    // After the new cards render, keyboard users continue from the first of them.
    requestAnimationFrame(() => firstNew.current?.focus())
  }

  return (
    <>
      <PageHead
        title="Sportas"
        description="Lietuvių sporto klubai, komandos ir federacijos Jungtinėje Karalystėje: krepšinis, futbolas, bėgimas ir kt."
        path={paths.sports.list}
      />
      <DirectoryHero title="Lietuvių sportas JK" lead="Krepšinis, futbolas, bėgimas, šachmatai ir kitos sporto šakos – raskite komandą savo mieste." stats={stats} />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <FilterBar>
          <SearchInput label="Paieška" placeholder="Pavadinimas, sporto šaka, miestas" value={q} onChange={(v) => filters.set('q', v)} />
          <FilterSelect label="Vietovė" allLabel="Visos vietovės" options={locations} value={vieta} onChange={(v) => filters.set('vieta', v)} />
        </FilterBar>
        <FilterChips filters={active} />
        <ResultSummary hasFilters={filters.isActive} onClear={filters.clearAll}>
          Rasta {shown.length} {pluralize(shown.length, { one: 'sporto organizacija', few: 'sporto organizacijos', other: 'sporto organizacijų' })}
        </ResultSummary>
        {shown.length === 0 ? (
          <EmptyState title="Nerasta sporto organizacijų pagal pasirinktus kriterijus" onClear={filters.clearAll} />
        ) : (
          <>
            <CardGrid
              items={visible}
              getKey={(club) => club.id}
              renderCard={(club, index) => <SportsCard club={club} ref={index === limit - PAGE_SIZE && index > 0 ? firstNew : undefined} />}
            />
            {remaining > 0 && (
              <div className="flex justify-center">
                <Button variant="outline" size="lg" onClick={showMore}>
                  Rodyti daugiau ({remaining} liko)
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  )
}
