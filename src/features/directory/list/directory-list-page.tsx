import { useMemo } from 'react'
import { CardGrid } from '@/components/directory/card-grid'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { distinctOptions } from '@/components/directory/distinct-options'
import { EmptyState } from '@/components/directory/empty-state'
import { FilterBar } from '@/components/directory/filter-bar'
import { FilterChips, type ActiveFilter } from '@/components/directory/filter-chips'
import { FilterSelect } from '@/components/directory/filter-select'
import { ResultSummary } from '@/components/directory/result-summary'
import { SearchInput } from '@/components/directory/search-input'
import { PageHead } from '@/components/page-head'
import { Button } from '@/components/ui/button'
import { useUrlFilters } from '@/hooks/use-url-filters'
import type { DirectoryKey } from '../entry'
import { usePublishedDirectory } from '../live/use-published-directory'
import { filterItems } from './filter-items'
import { listUrlParams, type DirectoryListDefinition } from './list-definition'
import { useShowMore } from './use-show-more'

/**
 * The one list page of every directory: head, hero with figures, search and filters kept in the
 * URL, removable chips, the result line, the card grid with 'Rodyti daugiau', and the empty
 * state. What differs between directories is only their definition.
 */
export function DirectoryListPage<Key extends DirectoryKey>({ definition }: { definition: DirectoryListDefinition<Key> }) {
  const { directory, search, filters: fields, hero } = definition
  const urlParams = useMemo(() => listUrlParams(fields), [fields])
  const filters = useUrlFilters(urlParams)
  const { values } = filters
  const { items, state } = usePublishedDirectory(directory)
  const options = useMemo(() => fields.map((field) => field.choices ?? distinctOptions(items.map(field.valueOf))), [fields, items])
  const shown = useMemo(() => filterItems(items, definition, values), [items, definition, values])
  const paged = useShowMore(shown, definition.pageSize ?? Number.POSITIVE_INFINITY, JSON.stringify(values))
  const q = values.q ?? ''
  const active: ActiveFilter[] = [
    ...(q ? [{ key: 'q', label: `Paieška: ${q}`, onRemove: () => filters.clear('q') }] : []),
    ...fields.flatMap((field, index) => {
      const value = values[field.param]
      if (!value) return []
      const label = options[index].find((option) => option.value === value)?.label ?? value
      return [{ key: field.param, label, onRemove: () => filters.clear(field.param) }]
    }),
  ]

  return (
    <>
      <PageHead title={definition.head.title} description={definition.head.description} path={definition.path} />
      <DirectoryHero title={hero.title} lead={hero.lead} stats={hero.figures?.(items)}>
        {hero.extra}
      </DirectoryHero>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <FilterBar>
          <SearchInput label="Paieška" placeholder={search.placeholder} value={q} onChange={(v) => filters.set('q', v)} />
          {fields.map((field, index) => (
            <FilterSelect
              key={field.param}
              label={field.label}
              allLabel={field.allLabel}
              options={options[index]}
              value={values[field.param] ?? ''}
              onChange={(v) => filters.set(field.param, v)}
            />
          ))}
        </FilterBar>
        <FilterChips filters={active} />
        {state !== 'ready' ? (
          <p role="status" className="py-16 text-center text-lg text-slate-800">
            {state === 'loading' ? 'Įkeliama…' : 'Nepavyko įkelti sąrašo. Patikrinkite ryšį ir atnaujinkite puslapį.'}
          </p>
        ) : (
          <ResultSummary hasFilters={filters.isActive} onClear={filters.clearAll}>
            {definition.countLine(shown.length, items.length)}
          </ResultSummary>
        )}
        {state !== 'ready' ? null : shown.length === 0 ? (
          <EmptyState title={definition.emptyTitle} onClear={filters.clearAll} />
        ) : (
          <>
            {/* Directory cards hold links only. */}
            <CardGrid listRef={paged.list} items={paged.visible} getKey={definition.keyOf} renderCard={definition.card} hydrateWhenVisible />
            {paged.remaining > 0 && (
              <div className="flex justify-center">
                <Button variant="outline" size="lg" onClick={paged.showMore}>
                  Rodyti daugiau ({paged.remaining} liko)
                </Button>
              </div>
            )}
          </>
        )}
      </div>
    </>
  )
}
