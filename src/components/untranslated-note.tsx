import { cn } from '@/lib/cn'
import { m } from '@/paraglide/messages'

/** Said on an English page above words shown in the Lithuanian original: 'Not yet translated — shown in Lithuanian'. */
export function UntranslatedNote({ className }: { className?: string }) {
  return <p className={cn('mt-2 inline-block rounded bg-white/15 px-2 py-1 text-sm', className)}>{m.content_not_translated()}</p>
}
