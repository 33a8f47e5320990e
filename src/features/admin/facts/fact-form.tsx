import { useId } from 'react'
import { useForm } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { TextField } from '@/components/ui/text-field'
import type { z } from '@/lib/zod'
import { factFormSchema, factFormValues, type FactFormValues } from './fact-form-schema'
import type { StoredFact } from './queries'

type Output = z.output<ReturnType<typeof factFormSchema>>

type FactFormProps = {
  fact: StoredFact
  isSaving: boolean
  /** Resolves when saved; what was typed stays in the form when it rejects. */
  onSubmit: (values: Output) => Promise<void>
  onCancel: () => void
}

/** One fact's figure, the date it applies from, its source and the day it was checked. */
export function FactForm({ fact, isSaving, onSubmit, onCancel }: FactFormProps) {
  const form = useForm<FactFormValues, unknown, Output>({ resolver: zodResolver(factFormSchema(fact.kind)), defaultValues: factFormValues(fact) })
  const id = useId()
  const { errors } = form.formState
  const submit = form.handleSubmit((values) => onSubmit(values).catch(() => undefined))

  return (
    <form noValidate onSubmit={submit} className="grid gap-4">
      <TextField id={`${id}-label`} label="Pavadinimas *" error={errors.label?.message} {...form.register('label')} />
      <TextField id={`${id}-value`} label={fact.kind === 'phone' ? 'Telefono numeris *' : 'Dydis *'} error={errors.value?.message} {...form.register('value')} />
      <TextField
        id={`${id}-applies`}
        type="date"
        label={fact.kind === 'amount' ? 'Galioja nuo *' : 'Galioja nuo'}
        description={fact.kind === 'phone' ? 'Telefono numeriams nebūtina.' : undefined}
        error={errors.appliesFrom?.message}
        {...form.register('appliesFrom')}
      />
      <TextField id={`${id}-source`} type="url" label="Oficialus šaltinis (https://…) *" error={errors.sourceUrl?.message} {...form.register('sourceUrl')} />
      <TextField id={`${id}-checked`} type="date" label="Patikrinta *" error={errors.checkedOn?.message} {...form.register('checkedOn')} />
      <div className="flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Atšaukti
        </Button>
        <Button type="submit" disabled={isSaving}>
          {isSaving ? 'Saugoma...' : 'Išsaugoti'}
        </Button>
      </div>
    </form>
  )
}
