import { useId } from 'react'
import { useForm, type FieldPath, type UseFormReturn } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field'
import { Input, NativeSelect, Textarea } from '@/components/ui/input'
import type { ColumnField, DetailField, EditorFields } from '@/features/directory/entry'
import { entryFormSchema, type EntryFormValues } from './entry-form-schema'
import { LogoPicker } from './logo-picker'

type EntryFormProps = {
  editor: EditorFields
  defaultValues: EntryFormValues
  isSaving: boolean
  /** Resolves to the message per field the database refused, or nothing when saved. */
  onSubmit: (values: EntryFormValues) => Promise<Partial<Record<FieldPath<EntryFormValues>, string>> | void>
  onCancel: () => void
}

const longColumns = new Set(['summary', 'description'])

/** The editor's form for one entry, built from its directory's definition; what was typed stays when saving fails. */
export function EntryForm({ editor, defaultValues, isSaving, onSubmit, onCancel }: EntryFormProps) {
  const form = useForm<EntryFormValues>({ resolver: zodResolver(entryFormSchema(editor)), defaultValues })
  const formId = useId()

  const submit = form.handleSubmit(async (values) => {
    const refused = await onSubmit(values)
    if (!refused) return
    for (const [path, message] of Object.entries(refused)) form.setError(path as FieldPath<EntryFormValues>, { message }, { shouldFocus: true })
  })

  return (
    <form noValidate onSubmit={submit} className="grid gap-4 sm:grid-cols-2">
      <TextInput form={form} formId={formId} name="name" label="Pavadinimas *" className="sm:col-span-2" />
      <TextInput form={form} formId={formId} name="slug" label="Adresas (slug)" hint="Paliksite tuščią – bus sudarytas iš pavadinimo." className="sm:col-span-2" />
      {editor.columns.map((field) => (
        <ColumnInput key={field.key} form={form} formId={formId} field={field} />
      ))}
      {editor.details.map((field) => (
        <DetailInput key={field.key} form={form} formId={formId} field={field} />
      ))}
      <LogoPicker field={form.register('logoPath')} current={defaultValues.logoPath} error={form.formState.errors.logoPath?.message} />
      <div className="flex flex-col-reverse gap-2 sm:col-span-2 sm:flex-row sm:justify-end">
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

type InputProps = { form: UseFormReturn<EntryFormValues>; formId: string }

function ColumnInput({ form, formId, field }: InputProps & { field: ColumnField }) {
  const label = `${field.label}${field.required ? ' *' : ''}`
  const name = `columns.${field.key}` as const
  const type = field.key === 'email' ? 'email' : field.key === 'phone' ? 'tel' : field.key === 'website' ? 'url' : field.key === 'founded' ? 'number' : 'text'
  if (longColumns.has(field.key)) return <TextInput form={form} formId={formId} name={name} label={label} multiline className="sm:col-span-2" />
  return <TextInput form={form} formId={formId} name={name} label={label} hint={field.hint} type={type} />
}

function DetailInput({ form, formId, field }: InputProps & { field: DetailField }) {
  const name = `details.${field.key}` as const
  const required = 'required' in field && field.required
  const label = `${field.label}${required || field.kind === 'choice' ? ' *' : ''}`
  if (field.kind === 'choice') {
    const id = `${formId}-${name}`
    return (
      <Field>
        <FieldLabel htmlFor={id}>{label}</FieldLabel>
        <NativeSelect id={id} {...form.register(name)}>
          {field.options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </Field>
    )
  }
  if (field.kind === 'list') return <TextInput form={form} formId={formId} name={name} label={label} hint={field.hint} multiline className="sm:col-span-2" />
  const type = field.kind === 'url' ? 'url' : field.kind === 'date' ? 'date' : field.kind === 'count' ? 'number' : 'text'
  return <TextInput form={form} formId={formId} name={name} label={label} type={type} />
}

type TextInputProps = InputProps & {
  name: FieldPath<EntryFormValues>
  label: string
  hint?: string
  type?: string
  multiline?: boolean
  className?: string
}

function TextInput({ form, formId, name, label, hint, type = 'text', multiline, className }: TextInputProps) {
  const id = `${formId}-${name}`
  const message = form.getFieldState(name, form.formState).error?.message
  const error = typeof message === 'string' ? message : undefined
  const describedBy = [hint ? `${id}-hint` : '', error ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined
  const common = { id, 'aria-invalid': Boolean(error), 'aria-describedby': describedBy, ...form.register(name) }
  return (
    <Field className={className}>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {multiline ? <Textarea rows={3} {...common} /> : <Input type={type} {...common} />}
      {hint && <FieldDescription id={`${id}-hint`}>{hint}</FieldDescription>}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  )
}
