import { useId, type Ref } from 'react'
import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'
import { MAX_TEXT } from '@/lib/url-params'

type SearchInputProps = {
  label: string
  value: string
  placeholder?: string
  onChange: (value: string) => void
  /** The field's name in a form that works without scripts (`q`). */
  name?: string
  inputRef?: Ref<HTMLInputElement>
  /** A submit button inside the field: the form then searches before the scripts run, and without them. */
  submitLabel?: string
}

/** The list pages' labelled search box. */
export function SearchInput({ label, value, placeholder, onChange, name, inputRef, submitLabel }: SearchInputProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <Input
          id={id}
          ref={inputRef}
          type="search"
          name={name}
          // No more than the address keeps of a search.
          maxLength={MAX_TEXT}
          value={value}
          placeholder={placeholder}
          onChange={(e) => onChange(e.target.value)}
          className={submitLabel ? 'pr-20! pl-9!' : 'pl-9!'}
        />
        {submitLabel && (
          <button
            type="submit"
            className="absolute top-1/2 right-1 min-h-8 -translate-y-1/2 rounded-md px-2.5 text-sm font-medium text-brand-700 hover:bg-slate-100 focus-visible:outline-2 focus-visible:outline-brand-700"
          >
            {submitLabel}
          </button>
        )}
      </div>
    </div>
  )
}
