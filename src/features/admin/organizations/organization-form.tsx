import { useId } from 'react'
import { Controller, useForm, type Control } from 'react-hook-form'
import { zodResolver } from '@hookform/resolvers/zod'
import { Button } from '@/components/ui/button'
import { Field, FieldError, FieldLabel } from '@/components/ui/field'
import { Input, NativeSelect, Textarea } from '@/components/ui/input'
import { organizationCategories } from '@/data/organizations'
import { emptyOrganization, organizationSchema, type OrganizationFormInput, type OrganizationValues } from './schemas'

type OrganizationFormProps = {
  defaultValues?: OrganizationFormInput
  isSaving: boolean
  onSubmit: (values: OrganizationValues) => void
  onCancel: () => void
}

type TextFieldName = Exclude<keyof OrganizationFormInput, 'category' | 'description'>

const textFields: Array<{ name: TextFieldName; label: string; type?: string; autoComplete?: string }> = [
  { name: 'subcategory', label: 'Subkategorija' },
  { name: 'location', label: 'Vietovė' },
  { name: 'leader_title', label: 'Vadovo pareigos' },
  { name: 'leader_name', label: 'Vadovo vardas ir pavardė' },
  { name: 'email', label: 'El. paštas', type: 'email' },
  { name: 'phone', label: 'Telefonas', type: 'tel' },
  { name: 'website', label: 'Svetainė' },
  { name: 'address', label: 'Adresas' },
  { name: 'facebook', label: 'Facebook' },
  { name: 'instagram', label: 'Instagram' },
]

/** Add/edit form for an organisation; keeps what was typed when saving fails. */
export function OrganizationForm({ defaultValues = emptyOrganization, isSaving, onSubmit, onCancel }: OrganizationFormProps) {
  const form = useForm<OrganizationFormInput, unknown, OrganizationValues>({
    resolver: zodResolver(organizationSchema),
    defaultValues,
  })
  const id = useId()

  return (
    <form noValidate onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4 sm:grid-cols-2">
      <TextField control={form.control} name="name" label="Pavadinimas *" formId={id} className="sm:col-span-2" />
      <Controller
        control={form.control}
        name="category"
        render={({ field, fieldState }) => (
          <Field className="sm:col-span-2">
            <FieldLabel htmlFor={`${id}-category`}>Kategorija *</FieldLabel>
            <NativeSelect
              id={`${id}-category`}
              {...field}
              aria-invalid={fieldState.invalid}
              aria-describedby={fieldState.error ? `${id}-category-error` : undefined}
            >
              <option value="">— Pasirinkite —</option>
              {Object.entries(organizationCategories).map(([value, label]) => (
                <option key={value} value={value}>
                  {label}
                </option>
              ))}
            </NativeSelect>
            <FieldError id={`${id}-category-error`}>{fieldState.error?.message}</FieldError>
          </Field>
        )}
      />
      {textFields.map((field) => (
        <TextField key={field.name} control={form.control} formId={id} {...field} />
      ))}
      <Controller
        control={form.control}
        name="description"
        render={({ field }) => (
          <Field className="sm:col-span-2">
            <FieldLabel htmlFor={`${id}-description`}>Aprašymas</FieldLabel>
            <Textarea id={`${id}-description`} rows={3} {...field} />
          </Field>
        )}
      />
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

type TextFieldProps = {
  control: Control<OrganizationFormInput, unknown, OrganizationValues>
  name: TextFieldName | 'name'
  label: string
  formId: string
  type?: string
  className?: string
}

function TextField({ control, name, label, formId, type = 'text', className }: TextFieldProps) {
  const inputId = `${formId}-${name}`
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field className={className}>
          <FieldLabel htmlFor={inputId}>{label}</FieldLabel>
          <Input
            id={inputId}
            type={type}
            {...field}
            aria-invalid={fieldState.invalid}
            aria-describedby={fieldState.error ? `${inputId}-error` : undefined}
          />
          <FieldError id={`${inputId}-error`}>{fieldState.error?.message}</FieldError>
        </Field>
      )}
    />
  )
}
