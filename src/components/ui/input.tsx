import type { ComponentProps } from 'react'
import { cn } from '@/lib/cn'

export const inputClassName =
  'block w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 disabled:opacity-60 aria-invalid:border-red-700 sm:text-sm'

export function Input({ className, ...props }: ComponentProps<'input'>) {
  return <input data-slot="input" className={cn(inputClassName, 'min-h-10', className)} {...props} />
}

export function Textarea({ className, ...props }: ComponentProps<'textarea'>) {
  return <textarea data-slot="textarea" className={cn(inputClassName, 'min-h-20', className)} {...props} />
}

export function NativeSelect({ className, ...props }: ComponentProps<'select'>) {
  return <select data-slot="native-select" className={cn(inputClassName, 'min-h-10 pr-8', className)} {...props} />
}
