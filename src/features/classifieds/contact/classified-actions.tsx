import { createElement, lazy, Suspense, useState } from 'react'
import { Flag, Mail, MessageSquareReply } from 'lucide-react'
import { Button, buttonVariants } from '@/components/ui/button'
import type { Ad } from '@/features/classifieds/ad'
import { mailtoHref } from '@/lib/links'
import { useSession } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages'
import type { ClassifiedDialogProps } from './classified-dialogs'

// The dialogs bring the query cache and supabase-js: loaded when one first opens, so a reader
// who only browses never downloads them.
const loadDialogs = () => Promise.all([import('./classified-dialogs'), import('@/lib/query-client')])
const ReplyDialog = lazy(async () => {
  const [{ ReplyDialog: Dialog }, { QueryProvider }] = await loadDialogs()
  return { default: (props: ClassifiedDialogProps) => <QueryProvider>{createElement(Dialog, props)}</QueryProvider> }
})
const ReportDialog = lazy(async () => {
  const [{ ReportDialog: Dialog }, { QueryProvider }] = await loadDialogs()
  return { default: (props: ClassifiedDialogProps) => <QueryProvider>{createElement(Dialog, props)}</QueryProvider> }
})

type Opened = 'reply' | 'report' | null

/** How to reach the poster, and 'Pranešti'; a signed-out reader is asked to sign in first. */
export function ClassifiedActions({ ad }: { ad: Ad }) {
  const { user, openSignIn } = useSession()
  const [opened, setOpened] = useState<Opened>(null)
  const [hasOpened, setHasOpened] = useState<Set<Opened>>(new Set())
  const open = (which: Exclude<Opened, null>) => {
    if (!user) return openSignIn()
    setHasOpened((current) => new Set(current).add(which))
    setOpened(which)
  }
  const setOpen = (which: Exclude<Opened, null>) => (isOpen: boolean) => setOpened(isOpen ? which : null)

  return (
    <div className="flex flex-wrap gap-2">
      {ad.contact.kind === 'email' ? (
        <a href={mailtoHref(ad.contact.email, ad.title)} className={buttonVariants({ size: 'sm' })}>
          <Mail aria-hidden /> {m.classifieds_email_poster()}<span className="sr-only">: {ad.title}</span>
        </a>
      ) : (
        <Button size="sm" onClick={() => open('reply')}>
          <MessageSquareReply aria-hidden /> {m.classifieds_reply()}<span className="sr-only">: {ad.title}</span>
        </Button>
      )}
      <Button size="sm" variant="ghost" onClick={() => open('report')}>
        <Flag aria-hidden /> {m.classifieds_report()}<span className="sr-only">: {ad.title}</span>
      </Button>
      {hasOpened.has('reply') && (
        <Suspense fallback={null}>
          <ReplyDialog open={opened === 'reply'} onOpenChange={setOpen('reply')} classifiedId={ad.id} title={ad.title} />
        </Suspense>
      )}
      {hasOpened.has('report') && (
        <Suspense fallback={null}>
          <ReportDialog open={opened === 'report'} onOpenChange={setOpen('report')} classifiedId={ad.id} title={ad.title} />
        </Suspense>
      )}
    </div>
  )
}
