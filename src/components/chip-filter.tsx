import { cn } from '@/lib/cn'
import { m } from '@/paraglide/messages'

type ChipFilterProps<T extends string> = {
  label: string
  options: readonly T[]
  /** '' means all. */
  value: T | ''
  allLabel?: string
  /** What a chip says for an option (the option itself unless given). */
  optionLabel?: (option: T) => string
  onChange: (value: T | '') => void
}

/** A row of toggle buttons (aria-pressed) that filter a list by one category. */
export function ChipFilter<T extends string>({ label, options, value, allLabel = m.info_all(), optionLabel = (option) => option, onChange }: ChipFilterProps<T>) {
  const chips: Array<T | ''> = ['', ...options]
  return (
    <div role="group" aria-label={label} className="flex flex-wrap gap-2">
      {chips.map((option) => (
        <button
          key={option || 'all'}
          type="button"
          aria-pressed={value === option}
          onClick={() => onChange(option)}
          className={cn(
            'min-h-9 rounded-full border px-4 text-sm font-medium',
            value === option ? 'border-brand-700 bg-brand-700 text-white' : 'border-slate-300 bg-white text-slate-800 hover:bg-slate-100',
          )}
        >
          {option ? optionLabel(option) : allLabel}
        </button>
      ))}
    </div>
  )
}
