import { m } from '@/paraglide/messages'
import type { ReactNode } from 'react'

/** The row of search and filters above a list. */
export function FilterBar({ children }: { children: ReactNode }) {
  return (
    <div role="search" aria-label={m.list_filters()} className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-2 lg:grid-cols-[2fr_1fr_1fr]">
      {children}
    </div>
  )
}
