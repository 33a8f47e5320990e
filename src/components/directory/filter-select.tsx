import { useId } from 'react'
import { NativeSelect } from '@/components/ui/input'

/** An option; `lang` where its label is a word of the data in another language than the page's (a Lithuanian town name). */
export type FilterOption = { value: string; label: string; lang?: string | undefined }

type FilterSelectProps = {
  label: string
  value: string
  /** The first option, meaning 'no filter' (value ''). */
  allLabel: string
  options: readonly FilterOption[]
  onChange: (value: string) => void
  /** The field's name in a form that works without scripts. */
  name?: string
}

/** A labelled native select: the best control on phones, keyboard-operable everywhere. */
export function FilterSelect({ label, value, allLabel, options, onChange, name }: FilterSelectProps) {
  const id = useId()
  return (
    <div className="flex flex-col gap-1.5">
      <label htmlFor={id} className="text-sm font-medium text-slate-800">
        {label}
      </label>
      <NativeSelect id={id} name={name} value={value} onChange={(e) => onChange(e.target.value)}>
        <option value="">{allLabel}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value} lang={option.lang}>
            {option.label}
          </option>
        ))}
      </NativeSelect>
    </div>
  )
}
