import type { ComponentProps, ReactNode } from 'react'
import { CircleAlert } from 'lucide-react'
import { cn } from '@/lib/cn'

export function Field({ className, ...props }: ComponentProps<'div'>) {
  return <div data-slot="field" className={cn('flex flex-col gap-1.5', className)} {...props} />
}

export function FieldLabel({ className, ...props }: ComponentProps<'label'>) {
  return <label data-slot="field-label" className={cn('text-sm font-medium text-slate-800', className)} {...props} />
}

export function FieldDescription({ className, ...props }: ComponentProps<'p'>) {
  return <p data-slot="field-description" className={cn('text-sm text-slate-600', className)} {...props} />
}

/** Shows the field's first message only, with an alert icon; give it an id for aria-describedby. */
export function FieldError({ id, children }: { id: string; children?: ReactNode }) {
  if (!children) return null
  return (
    <p id={id} data-slot="field-error" className="flex items-center gap-1.5 text-sm text-red-700">
      <CircleAlert aria-hidden className="size-4 shrink-0" />
      {children}
    </p>
  )
}
