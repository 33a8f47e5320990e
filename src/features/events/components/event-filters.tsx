import { FilterSelect } from '@/components/directory/filter-select'
import type { Event } from '@/features/events/event'
import type { useUrlFilters } from '@/hooks/use-url-filters'
import { monthOptions, townOptions, type eventFilterParams } from '../event-filters'

type Filters = ReturnType<typeof useUrlFilters<typeof eventFilterParams>>

/** The town and month selects above the events; their values live in the address. */
export function EventFilters({ events, filters }: { events: readonly Event[]; filters: Filters }) {
  return (
    <div role="search" aria-label="Renginių filtrai" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2">
      <FilterSelect label="Miestas" allLabel="Visi miestai" value={filters.values.miestas} options={townOptions(events)} onChange={(value) => filters.set('miestas', value)} />
      <FilterSelect label="Mėnuo" allLabel="Visi mėnesiai" value={filters.values.menuo} options={monthOptions(events)} onChange={(value) => filters.set('menuo', value)} />
    </div>
  )
}
