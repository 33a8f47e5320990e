import { ArrowLeft } from 'lucide-react'
import { Link } from '@/lib/routing'
import { m } from '@/paraglide/messages'

/** 'Grįžti' at the top of a detail page, on a line of its own (a badge after it never runs into it). */
export function BackLink({ to, label = m.info_back() }: { to: string; label?: string }) {
  return (
    <Link to={to} className="flex min-h-8 w-fit items-center gap-1.5 text-sm font-medium text-brand-50 hover:text-white">
      <ArrowLeft aria-hidden className="size-4" />
      {label}
    </Link>
  )
}
