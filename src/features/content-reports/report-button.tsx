import { createElement, lazy, Suspense, useRef, useState } from 'react'
import { Flag } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { m } from '@/paraglide/messages'
import type { ReportDialogProps } from './report-dialog'
import type { ReportChoice } from './report-target'

// The dialog brings the query cache and supabase-js: loaded when a reader first opens it, so a
// page's first load carries only this button.
const ReportDialog = lazy(async () => {
  const [{ ReportDialog: Dialog }, { QueryProvider }] = await Promise.all([import('./report-dialog'), import('@/lib/query-client')])
  return { default: (props: ReportDialogProps) => <QueryProvider>{createElement(Dialog, props)}</QueryProvider> }
})

type ReportButtonProps = {
  /** What may be reported here, the first offered first. */
  choices: readonly ReportChoice[]
  /** The item's name: read after 'Pranešti' by screen readers, quoted in the dialog. */
  name: string
  className?: string
  /** 'link' among a message's small actions. */
  variant?: 'ghost' | 'link'
  /** Called once a report is taken; without it the button says thanks beside itself. */
  onSent?: () => void
}

/**
 * The one 'Pranešti' of the portal: on events, articles, classifieds, chat messages, entries'
 * texts, translations and members' names. Signed in or not (a visitor gives an e-mail address),
 * the report goes to the administrators' one queue.
 */
export function ReportButton({ choices, name, className, variant = 'ghost', onSent }: ReportButtonProps) {
  const [open, setOpen] = useState(false)
  const [loaded, setLoaded] = useState(false)
  const [sent, setSent] = useState(false)
  const button = useRef<HTMLButtonElement>(null)
  return (
    <>
      <Button
        ref={button}
        size="sm"
        variant={variant}
        className={cn('text-slate-800', className)}
        aria-label={`${m.report_button()}: ${name}`}
        onClick={() => {
          setLoaded(true)
          setOpen(true)
        }}
      >
        <Flag aria-hidden /> {m.report_button()}
      </Button>
      {sent && !onSent && (
        <span role="status" className="self-center text-sm text-slate-700">
          {m.report_thanks()}
        </span>
      )}
      {loaded && (
        <Suspense fallback={null}>
          <ReportDialog
            open={open}
            onOpenChange={setOpen}
            choices={choices}
            name={name}
            returnFocusTo={button}
            onSent={() => {
              setSent(true)
              onSent?.()
            }}
          />
        </Suspense>
      )}
    </>
  )
}
