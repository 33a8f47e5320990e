import type { ComponentProps, ReactNode } from 'react'
import { Field, FieldDescription, FieldError, FieldLabel } from '@/components/ui/field'
import { Input, NativeSelect, Textarea } from '@/components/ui/input'

type Common = { id: string; label: ReactNode; error?: string; description?: ReactNode }

/** Label, control and first error wired together (aria-invalid, aria-describedby). */
function describedBy(id: string, error?: string, description?: ReactNode) {
  return [description ? `${id}-description` : null, error ? `${id}-error` : null].filter(Boolean).join(' ') || undefined
}

function Frame({ id, label, error, description, children }: Common & { children: ReactNode }) {
  return (
    <Field>
      <FieldLabel htmlFor={id}>{label}</FieldLabel>
      {children}
      {description && <FieldDescription id={`${id}-description`}>{description}</FieldDescription>}
      <FieldError id={`${id}-error`}>{error}</FieldError>
    </Field>
  )
}

export function TextField({ id, label, error, description, ...props }: Common & ComponentProps<'input'>) {
  return (
    <Frame id={id} label={label} error={error} description={description}>
      <Input id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, description)} {...props} />
    </Frame>
  )
}

export function TextAreaField({ id, label, error, description, ...props }: Common & ComponentProps<'textarea'>) {
  return (
    <Frame id={id} label={label} error={error} description={description}>
      <Textarea id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, description)} {...props} />
    </Frame>
  )
}

export function SelectField({ id, label, error, description, ...props }: Common & ComponentProps<'select'>) {
  return (
    <Frame id={id} label={label} error={error} description={description}>
      <NativeSelect id={id} aria-invalid={error ? true : undefined} aria-describedby={describedBy(id, error, description)} {...props} />
    </Frame>
  )
}
