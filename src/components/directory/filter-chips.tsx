import { X } from 'lucide-react'
import { m } from '@/paraglide/messages'

export type ActiveFilter = { key: string; label: string; onRemove: () => void }

/** Removable chips for the active filters. */
export function FilterChips({ filters }: { filters: readonly ActiveFilter[] }) {
  if (filters.length === 0) return null
  return (
    <ul aria-label={m.list_active_filters()} className="flex flex-wrap gap-2">
      {filters.map((filter) => (
        <li key={filter.key}>
          <button
            type="button"
            onClick={filter.onRemove}
            aria-label={m.list_remove_filter({ label: filter.label })}
            className="inline-flex min-h-8 items-center gap-1.5 rounded-full bg-brand-100 px-3 text-sm font-medium text-brand-800 hover:bg-brand-50"
          >
            {filter.label}
            <X aria-hidden className="size-4" />
          </button>
        </li>
      ))}
    </ul>
  )
}
