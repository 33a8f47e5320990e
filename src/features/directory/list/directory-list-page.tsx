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
import { NearMeField } from '@/features/near-me/near-me-field'
import { ResultsWithMap } from '@/features/near-me/results-with-map'
import { useNearOrigin } from '@/features/near-me/use-near-origin'
import { useUrlFilters } from '@/hooks/use-url-filters'
import type { DirectoryKey } from '../entry'
import { usePublishedDirectory } from '../live/use-published-directory'
import { filterItems } from './filter-items'
import { listUrlParams, type DirectoryListDefinition } from './list-definition'
import { useShowMore } from './use-show-more'
import { m } from '@/paraglide/messages'
import { getLocale } from '@/lib/i18n/locale'
import { lithuanianOnly } from '@/lib/i18n/locale'

/**
 * The one list page of every directory: head, hero with figures, search and filters kept in the
 * URL, removable chips, the result line, the card grid with 'Rodyti daugiau', and the empty
 * state; a directory of places also sorts by distance, with a map beside the list. What differs
 * between directories is only their definition.
 */
export function DirectoryListPage<Key extends DirectoryKey>({ definition }: { definition: DirectoryListDefinition<Key> }) {
  const { directory, search, filters: fields, hero, near } = definition
  const urlParams = useMemo(() => listUrlParams(fields, near !== undefined), [fields, near])
  const filters = useUrlFilters(urlParams)
  const { values } = filters
  const { items, state, placeOf, contentLocaleOf, otherWordsOf } = usePublishedDirectory(directory)
  const place = values.netoli ?? ''
  const radius = values.iki ?? ''
  const nearOrigin = useNearOrigin(place, (value) => filters.set('netoli', value))
  // Sorting by distance comes with the kit the first search loads.
  const { kit } = nearOrigin
  const origin = near && kit && nearOrigin.state.kind === 'ready' ? nearOrigin.state.origin : null
  // Values read from the entries (towns, regions) are Lithuanian words, marked so on an English page.
  const options = useMemo(
    () => fields.map((field) => field.choices ?? distinctOptions(items.map(field.valueOf)).map((option) => ({ ...option, lang: lithuanianOnly() }))),
    [fields, items],
  )
  const shown = useMemo(
    () => filterItems(items, definition, values, otherWordsOf),
    // otherWordsOf reads the same published items as `items`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [items, definition, values],
  )
  const arranged = useMemo(
    () => (near && origin && kit ? kit.arrangeByDistance(shown, origin, { placeOf, nameOf: near.nameOf, withinKm: radius ? Number(radius) : undefined }) : null),
    // placeOf reads the same published items as `shown`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [near, origin, kit, shown, radius],
  )
  const listed = useMemo(() => (arranged ? arranged.results.map(({ item }) => item) : shown), [arranged, shown])
  const resultOf = (index: number) => arranged?.results[index]
  const paged = useShowMore(listed, definition.pageSize ?? Number.POSITIVE_INFINITY, JSON.stringify(values) + (origin ? `${origin.latitude},${origin.longitude}` : ''))
  const q = values.q ?? ''
  const active: ActiveFilter[] = [
    ...(q ? [{ key: 'q', label: m.list_search_chip({ query: q }), onRemove: () => filters.clear('q') }] : []),
    ...fields.flatMap((field, index) => {
      const value = values[field.param]
      if (!value) return []
      const label = options[index].find((option) => option.value === value)?.label ?? value
      return [{ key: field.param, label, onRemove: () => filters.clear(field.param) }]
    }),
    ...(place ? [{ key: 'netoli', label: m.list_near_chip({ place }), onRemove: () => filters.clear('netoli') }] : []),
    ...(radius ? [{ key: 'iki', label: m.list_radius_chip({ radius }), onRemove: () => filters.clear('iki') }] : []),
  ]
  const anchorOf = (item: (typeof listed)[number]) => `vieta-${definition.keyOf(item)}`

  const list = (
    <>
      {/* Directory cards hold links only. */}
      <CardGrid
        listRef={paged.list}
        items={paged.visible}
        getKey={definition.keyOf}
        className={origin ? 'md:grid-cols-2' : undefined}
        renderCard={(item, index) => {
          const result = resultOf(index)
          // On an English page, an entry not translated yet keeps its Lithuanian words, marked as such.
          const itemLocale = contentLocaleOf(item)
          const card = itemLocale === getLocale() ? definition.card(item) : <div lang={itemLocale} className="contents">{definition.card(item)}</div>
          if (!near || !result || !kit) return card
          const { DistanceBadge } = kit
          return (
            <DistanceBadge number={index + 1} distanceKm={result.distanceKm} online={near.online?.(item)} anchorId={anchorOf(item)}>
              {card}
            </DistanceBadge>
          )
        }}
        hydrateWhenVisible
      />
      {paged.remaining > 0 && (
        <div className="flex justify-center">
          <Button variant="outline" size="lg" onClick={paged.showMore}>
            {m.list_show_more({ remaining: paged.remaining })}
          </Button>
        </div>
      )}
    </>
  )
  const mapItems = () =>
    paged.visible.map((item, index) => {
      const { latitude = null, longitude = null, distanceKm = null } = resultOf(index) ?? {}
      return { anchorId: anchorOf(item), name: near?.nameOf(item) ?? '', latitude, longitude, distanceKm }
    })

  return (
    <>
      <PageHead title={definition.head.title} description={definition.head.description} path={definition.path} />
      <DirectoryHero title={hero.title} lead={hero.lead} stats={hero.figures?.(items)}>
        {hero.extra}
      </DirectoryHero>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <FilterBar>
          <SearchInput label={m.list_search_label()} placeholder={search.placeholder} value={q} onChange={(v) => filters.set('q', v)} />
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
        {near && <NearMeField place={place} near={nearOrigin} radius={radius} onRadiusChange={(value) => filters.set('iki', value)} />}
        <FilterChips filters={active} />
        {state !== 'ready' ? (
          <p role="status" className="py-16 text-center text-lg text-slate-800">
            {state === 'loading' ? m.list_loading() : m.list_load_failed()}
          </p>
        ) : (
          <ResultSummary hasFilters={filters.isActive} onClear={filters.clearAll}>
            {definition.countLine(listed.length, items.length)}
            {origin && kit?.sortedByDistanceNote(origin)}
            {arranged?.nearestBeyondRadius && m.list_nothing_within_radius({ radius })}
          </ResultSummary>
        )}
        {state !== 'ready' ? null : listed.length === 0 ? (
          <EmptyState title={definition.emptyTitle} onClear={filters.clearAll} />
        ) : (
          <ResultsWithMap origin={near ? origin : null} items={mapItems}>
            {list}
          </ResultsWithMap>
        )}
      </div>
    </>
  )
}

