import { useEffect, useMemo, useRef, type FormEvent } from 'react'
import { CardGrid } from '@/components/directory/card-grid'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { distinctOptions } from '@/components/directory/distinct-options'
import { EmptyState } from '@/components/directory/empty-state'
import { FilterBar } from '@/components/directory/filter-bar'
import { FilterChips, type ActiveFilter } from '@/components/directory/filter-chips'
import { FilterSelect, type FilterOption } from '@/components/directory/filter-select'
import { ResultSummary } from '@/components/directory/result-summary'
import { SearchInput } from '@/components/directory/search-input'
import { PageHead } from '@/components/page-head'
import { PAGE_PARAM, pageCount, Pagination, usePageNumber } from '@/components/pagination'
import { NearMeField } from '@/features/near-me/near-me-field'
import { ResultsWithMap } from '@/features/near-me/results-with-map'
import { useNearOrigin } from '@/features/near-me/use-near-origin'
import { useUrlFilters } from '@/hooks/use-url-filters'
import { usePageDataStore } from '@/lib/page-data/page-data-context'
import type { DirectoryKey } from '../entry'
import { useDirectoryListPage } from '../live/use-directory-list-page'
import type { ListPage } from '../live/load-list-page'
import { listUrlParams, type DirectoryListDefinition, type ListFilter } from './list-definition'
import { listRequest } from './list-request'
import { ListPageLinks, listPageHref } from './list-page-links'
import { m } from '@/paraglide/messages'
import { getLocale, lithuanianOnly } from '@/lib/i18n/locale'

/** A new search or filter starts on the list's first page. */
const resetsPage = [PAGE_PARAM]

/** A filter's options: its fixed choices, or the directory's towns or regions (Lithuanian words, marked so on an English page). */
function optionsOf(filter: ListFilter, page: ListPage<unknown> | undefined): readonly FilterOption[] {
  if (filter.choices) return filter.choices
  const values = filter.field === 'town' ? page?.towns : filter.field === 'region' ? page?.regions : undefined
  return distinctOptions(values ?? []).map((option) => ({ ...option, lang: lithuanianOnly() }))
}

/**
 * The one list page of every directory: head, hero with the directory's figures, search and
 * filters kept in the URL (a form that works before and without the scripts), removable chips,
 * the result line, one page of cards with links to the others, and the empty state; a directory
 * of places also sorts by distance, with a map beside the list. The database searches, filters,
 * sorts and pages (`directory_list_page`); what differs between directories is their definition.
 */
export function DirectoryListPage<Key extends DirectoryKey>({ definition }: { definition: DirectoryListDefinition<Key> }) {
  const { directory, search, filters: fields, hero, near } = definition
  const urlParams = useMemo(() => listUrlParams(fields, near !== undefined), [fields, near])
  const filters = useUrlFilters(urlParams, { renderedWithQuery: true, resets: resetsPage })
  const { values } = filters
  const pageNumber = usePageNumber()
  const place = values.netoli ?? ''
  const radius = values.iki ?? ''
  const nearOrigin = useNearOrigin(place, (value) => filters.set('netoli', value))
  // Sorting by distance comes with the kit the first search loads.
  const { kit } = nearOrigin
  const origin = near && kit && nearOrigin.state.kind === 'ready' ? nearOrigin.state.origin : null
  const request = listRequest(fields, search.labels ?? {}, values, origin, pageNumber)
  const { page, state, updating } = useDirectoryListPage(directory, request)
  const options = fields.map((field) => optionsOf(field, page))
  const q = values.q ?? ''

  // Text typed before the scripts ran is in the field but not in the address: apply it.
  const searchField = useRef<HTMLInputElement>(null)
  useEffect(() => {
    const typed = searchField.current?.value ?? ''
    if (typed !== q) filters.set('q', typed)
    // Once, after hydration.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [])
  function submit(event: FormEvent<HTMLFormElement>) {
    // With scripts the fields apply as they change; the submit only applies a field typed into before they ran.
    event.preventDefault()
    const typed = searchField.current?.value ?? ''
    if (typed !== q) filters.set('q', typed)
  }

  // A new page of results: back to the top of the list, where keyboard users continue too.
  const results = useRef<HTMLDivElement>(null)
  const shownPage = useRef(pageNumber)
  useEffect(() => {
    if (shownPage.current === pageNumber) return
    shownPage.current = pageNumber
    results.current?.scrollIntoView({ block: 'start' })
    results.current?.focus({ preventScroll: true })
  }, [pageNumber])

  const active: ActiveFilter[] = [
    ...(q ? [{ key: 'q', label: m.list_search_chip({ query: q }), onRemove: () => filters.clear('q') }] : []),
    ...fields.flatMap((field, index) => {
      const value = values[field.param]
      if (!value) return []
      const label = options[index]!.find((option) => option.value === value)?.label ?? value
      return [{ key: field.param, label, onRemove: () => filters.clear(field.param) }]
    }),
    ...(place ? [{ key: 'netoli', label: m.list_near_chip({ place }), onRemove: () => filters.clear('netoli') }] : []),
    ...(radius ? [{ key: 'iki', label: m.list_radius_chip({ radius }), onRemove: () => filters.clear('iki') }] : []),
  ]
  const items = page?.items ?? []
  const pages = page ? pageCount(page.total, page.pageSize) : 1
  // A page past the last is no page: the server answers 404 (the list says it found nothing).
  const store = usePageDataStore()
  if (store.isServer && page && pageNumber > pages) store.setStatus(404)
  const sortedByDistance = Boolean(near && origin && kit)
  const anchorOf = (item: (typeof items)[number]) => `vieta-${definition.keyOf(item)}`

  const list = (
    <>
      {/* Directory cards hold links only. */}
      <CardGrid
        items={items}
        getKey={definition.keyOf}
        className={origin ? 'md:grid-cols-2' : undefined}
        renderCard={(item, index) => {
          // On an English page, an entry not translated yet keeps its Lithuanian words, marked as such.
          const itemLocale = page?.contentLocales[index] ?? 'lt'
          const card = itemLocale === getLocale() ? definition.card(item) : <div lang={itemLocale} className="contents">{definition.card(item)}</div>
          if (!near || !sortedByDistance || !kit) return card
          const { DistanceBadge } = kit
          return (
            <DistanceBadge number={(pageNumber - 1) * (page?.pageSize ?? 0) + index + 1} distanceKm={page?.distances[index] ?? null} online={near.online?.(item)} anchorId={anchorOf(item)}>
              {card}
            </DistanceBadge>
          )
        }}
        hydrateWhenVisible
      />
      <Pagination page={pageNumber} pages={pages} label={m.list_pages_label()} />
    </>
  )
  const mapItems = () =>
    items.map((item, index) => {
      const placeOfItem = page?.places[index] ?? null
      return {
        anchorId: anchorOf(item),
        name: near?.nameOf(item) ?? '',
        latitude: placeOfItem?.latitude ?? null,
        longitude: placeOfItem?.longitude ?? null,
        distanceKm: page?.distances[index] ?? null,
      }
    })

  return (
    <>
      <PageHead
        title={definition.head.title}
        description={definition.head.description}
        path={listPageHref(definition.path, pageNumber)}
        // A search's or a filter's results are not pages of their own for search engines.
        noIndex={filters.isActive}
      />
      <ListPageLinks path={definition.path} page={pageNumber} pages={pages} />
      <DirectoryHero title={hero.title} lead={hero.lead} stats={page ? hero.figures?.(page.figures) : undefined}>
        {hero.extra}
      </DirectoryHero>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <form method="get" onSubmit={submit}>
          <FilterBar>
            <SearchInput
              label={m.list_search_label()}
              placeholder={search.placeholder}
              value={q}
              onChange={(v) => filters.set('q', v)}
              name="q"
              inputRef={searchField}
              submitLabel={m.list_search_submit()}
            />
            {fields.map((field, index) => (
              <FilterSelect
                key={field.param}
                name={field.param}
                label={field.label}
                allLabel={field.allLabel}
                options={options[index]!}
                value={values[field.param] ?? ''}
                onChange={(v) => filters.set(field.param, v)}
              />
            ))}
          </FilterBar>
        </form>
        {near && <NearMeField place={place} near={nearOrigin} radius={radius} onRadiusChange={(value) => filters.set('iki', value)} />}
        <FilterChips filters={active} />
        {state !== 'ready' || !page ? (
          <p role="status" className="py-16 text-center text-lg text-slate-800">
            {state === 'unavailable' ? m.list_load_failed() : m.list_loading()}
          </p>
        ) : (
          <ResultSummary hasFilters={filters.isActive} onClear={filters.clearAll}>
            {definition.countLine(page.total, page.figures.entries)}
            {origin && kit?.sortedByDistanceNote(origin)}
            {page.nearestBeyondRadius && m.list_nothing_within_radius({ radius })}
          </ResultSummary>
        )}
        <div ref={results} tabIndex={-1} aria-busy={updating} className="outline-none">
          {state !== 'ready' || !page ? null : items.length === 0 ? (
            <EmptyState title={definition.emptyTitle} onClear={filters.clearAll} />
          ) : (
            <ResultsWithMap origin={near ? origin : null} items={mapItems}>
              {list}
            </ResultsWithMap>
          )}
        </div>
      </div>
    </>
  )
}
