import { useId } from 'react'
import { Search } from 'lucide-react'
import { Input } from '@/components/ui/input'

type SearchInputProps = { label: string; value: string; placeholder?: string; onChange: (value: string) => void }

/** The list pages' labelled search box. */
export function SearchInput({ label, value, placeholder, onChange }: SearchInputProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <div className="relative">
        <Search aria-hidden className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500" />
        <Input id={id} type="search" value={value} placeholder={placeholder} onChange={(e) => onChange(e.target.value)} className="pl-9!" />
      </div>
    </div>
  )
}
