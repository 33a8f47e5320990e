import { createElement, lazy, Suspense, useState } from 'react'
import { Building2, PencilLine } from 'lucide-react'
import { Button } from '@/components/ui/button'
import { useSession } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages'
import type { DirectoryKey } from '../entry'
import type { ContributeDialogProps } from './contribute-dialogs'

// The forms bring the query cache and supabase-js: loaded when one first opens.
const loadDialogs = () => Promise.all([import('./contribute-dialogs'), import('@/lib/query-client')])
const CorrectionDialog = lazy(async () => {
  const [{ CorrectionDialog: Dialog }, { QueryProvider }] = await loadDialogs()
  return { default: (props: ContributeDialogProps) => <QueryProvider>{createElement(Dialog, props)}</QueryProvider> }
})
const ClaimDialog = lazy(async () => {
  const [{ ClaimDialog: Dialog }, { QueryProvider }] = await loadDialogs()
  return { default: (props: ContributeDialogProps) => <QueryProvider>{createElement(Dialog, props)}</QueryProvider> }
})

type Which = 'correction' | 'claim'

/** 'Pasiūlyti pataisymą' and 'Tai mūsų organizacija' on an entry's page; signed out, they ask to sign in. */
export function ContributeActions({ directory, item, name }: { directory: DirectoryKey; item: unknown; name: string }) {
  const { user, openSignIn } = useSession()
  const [opened, setOpened] = useState<Which | null>(null)
  const [loaded, setLoaded] = useState<ReadonlySet<Which>>(new Set())
  const open = (which: Which) => {
    if (!user) return openSignIn()
    setLoaded((current) => new Set(current).add(which))
    setOpened(which)
  }
  const props = (which: Which): ContributeDialogProps => ({ open: opened === which, onOpenChange: (isOpen) => setOpened(isOpen ? which : null), directory, item, name })

  return (
    <section aria-labelledby="patikslinti" className="rounded-xl border border-slate-200 p-5">
      <h2 id="patikslinti" className="text-lg font-semibold">
        {m.directories_contribute_heading()}
      </h2>
      <div className="mt-3 flex flex-wrap gap-2">
        <Button size="sm" variant="outline" onClick={() => open('correction')}>
          <PencilLine aria-hidden /> {m.directories_contribute_correction()}
        </Button>
        <Button size="sm" variant="outline" onClick={() => open('claim')}>
          <Building2 aria-hidden /> {m.directories_contribute_claim()}
        </Button>
      </div>
      {loaded.has('correction') && (
        <Suspense fallback={null}>
          <CorrectionDialog {...props('correction')} />
        </Suspense>
      )}
      {loaded.has('claim') && (
        <Suspense fallback={null}>
          <ClaimDialog {...props('claim')} />
        </Suspense>
      )}
    </section>
  )
}
