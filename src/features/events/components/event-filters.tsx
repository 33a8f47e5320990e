import { FilterSelect } from '@/components/directory/filter-select'
import type { Event } from '@/features/events/event'
import type { useUrlFilters } from '@/hooks/use-url-filters'
import { m } from '@/paraglide/messages'
import { monthOptions, townOptions, type eventFilterParams } from '../event-filters'

type Filters = ReturnType<typeof useUrlFilters<typeof eventFilterParams>>

/** The town and month selects above the events; their values live in the address. */
export function EventFilters({ events, filters }: { events: readonly Event[]; filters: Filters }) {
  return (
    <div role="search" aria-label={m.events_filters_label()} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
      <FilterSelect label={m.events_filter_town()} allLabel={m.events_filter_all_towns()} value={filters.values.miestas} options={townOptions(events)} onChange={(value) => filters.set('miestas', value)} />
      <FilterSelect label={m.events_filter_month()} allLabel={m.events_filter_all_months()} value={filters.values.menuo} options={monthOptions(events)} onChange={(value) => filters.set('menuo', value)} />
    </div>
  )
}
