import type { UseFormRegisterReturn } from 'react-hook-form'
import { FieldError } from '@/components/ui/field'

type ChoiceGroupProps = {
  id: string
  legend: string
  options: ReadonlyArray<{ value: string; label: string }>
  error?: string
  registration: UseFormRegisterReturn
}

/** A radio group with a legend and its first error (reason, newsletter). */
export function ChoiceGroup({ id, legend, options, error, registration }: ChoiceGroupProps) {
  return (
    <fieldset aria-describedby={error ? `${id}-error` : undefined} className="flex flex-col gap-2">
      <legend className="mb-1 text-sm font-medium text-slate-800">{legend}</legend>
      {options.map((option) => (
        <label key={option.value} className="flex min-h-6 items-center gap-2 text-sm text-slate-800">
          <input type="radio" value={option.value} aria-invalid={error ? true : undefined} className="size-4 accent-brand-700" {...registration} />
          {option.label}
        </label>
      ))}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </fieldset>
  )
}
