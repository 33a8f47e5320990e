import type { ComponentProps } from 'react'
import { cva, type VariantProps } from 'class-variance-authority'
import { cn } from '@/lib/cn'

export const buttonVariants = cva(
  'inline-flex min-h-10 items-center justify-center gap-2 rounded-md text-sm font-medium whitespace-nowrap transition-colors disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0',
  {
    variants: {
      variant: {
        default: 'bg-brand-700 text-white hover:bg-brand-800',
        accent: 'bg-accent-400 text-slate-900 hover:bg-accent-500',
        destructive: 'bg-red-700 text-white hover:bg-red-800',
        outline: 'border border-slate-300 bg-white text-slate-900 hover:bg-slate-100',
        secondary: 'bg-slate-100 text-slate-900 hover:bg-slate-200',
        ghost: 'text-slate-800 hover:bg-slate-100',
        link: 'min-h-0 text-brand-700 underline-offset-4 hover:underline',
      },
      size: {
        default: 'px-4 py-2',
        sm: 'min-h-8 px-3 text-sm',
        lg: 'min-h-12 px-6 text-base',
        icon: 'size-10',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
)

type ButtonProps = ComponentProps<'button'> & VariantProps<typeof buttonVariants>

/** A button. Links that look like buttons use `buttonVariants()` on the link (no Slot in the first load). */
export function Button({ className, variant, size, type, ...props }: ButtonProps) {
  return (
    <button
      data-slot="button"
      type={type ?? 'button'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...props}
    />
  )
}
