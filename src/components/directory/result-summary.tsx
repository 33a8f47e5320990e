import type { ReactNode } from 'react'
import { m } from '@/paraglide/messages'

type ResultSummaryProps = { children: ReactNode; hasFilters: boolean; onClear: () => void }

/** The count line ('Rodoma: 5 iš 42 bendruomenių'), announced politely, with 'Išvalyti filtrus'. */
export function ResultSummary({ children, hasFilters, onClear }: ResultSummaryProps) {
  return (
    <div className="flex flex-wrap items-center justify-between gap-2">
      {/* Cards below are h3s: the outline needs an h2 between them and the page's h1. */}
      <h2 className="sr-only">{m.list_results_heading()}</h2>
      <p role="status" className="text-sm font-medium text-slate-800">
        {children}
      </p>
      {hasFilters && (
        <button type="button" onClick={onClear} className="min-h-8 text-sm font-medium text-brand-700 underline underline-offset-4">
          {m.list_clear_filters()}
        </button>
      )}
    </div>
  )
}
