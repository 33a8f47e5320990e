import { SearchX } from 'lucide-react'
import { m } from '@/paraglide/messages'
import { Button } from '@/components/ui/button'

type EmptyStateProps = { title: string; hint?: string; onClear?: () => void }

export function EmptyState({ title, hint = m.list_empty_hint(), onClear }: EmptyStateProps) {
  return (
    <div className="flex flex-col items-center rounded-xl border border-dashed border-slate-300 px-6 py-12 text-center">
      <SearchX aria-hidden className="size-10 text-slate-500" />
      <h2 className="mt-4 text-xl font-semibold text-slate-900">{title}</h2>
      <p className="mt-2 text-slate-700">{hint}</p>
      {onClear && (
        <Button variant="outline" className="mt-6" onClick={onClear}>
          {m.list_clear_filters()}
        </Button>
      )}
    </div>
  )
}
