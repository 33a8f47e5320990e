import { createElement, lazy, Suspense, useState } from 'react'
import { Mail, MessageSquareReply } from 'lucide-react'
import { Button, buttonVariants } from '@/components/ui/button'
import type { Ad } from '@/features/classifieds/ad'
import { ReportButton } from '@/features/content-reports/report-button'
import { mailtoHref } from '@/lib/links'
import { useSession } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages'
import type { ClassifiedDialogProps } from './classified-dialogs'

// The dialog brings the query cache and supabase-js: loaded when it first opens, so a reader
// who only browses never downloads them.
const ReplyDialog = lazy(async () => {
  const [{ ReplyDialog: Dialog }, { QueryProvider }] = await Promise.all([import('./classified-dialogs'), import('@/lib/query-client')])
  return { default: (props: ClassifiedDialogProps) => <QueryProvider>{createElement(Dialog, props)}</QueryProvider> }
})

/**
 * How to reach the poster (a signed-out reader is asked to sign in before replying), and
 * 'Pranešti', which anyone may use: a visitor gives an e-mail address.
 */
export function ClassifiedActions({ ad }: { ad: Ad }) {
  const { user, openSignIn } = useSession()
  const [isReplying, setIsReplying] = useState(false)
  const [hasOpened, setHasOpened] = useState(false)
  const reply = () => {
    if (!user) return openSignIn()
    setHasOpened(true)
    setIsReplying(true)
  }

  return (
    <div className="flex flex-wrap gap-2">
      {ad.contact.kind === 'email' ? (
        <a href={mailtoHref(ad.contact.email, ad.title)} className={buttonVariants({ size: 'sm' })}>
          <Mail aria-hidden /> {m.classifieds_email_poster()}<span className="sr-only">: {ad.title}</span>
        </a>
      ) : (
        <Button size="sm" onClick={reply}>
          <MessageSquareReply aria-hidden /> {m.classifieds_reply()}<span className="sr-only">: {ad.title}</span>
        </Button>
      )}
      <ReportButton choices={[{ target: { kind: 'classified', id: ad.id }, label: m.classifieds_report_target() }]} name={ad.title} />
      {hasOpened && (
        <Suspense fallback={null}>
          <ReplyDialog open={isReplying} onOpenChange={setIsReplying} classifiedId={ad.id} title={ad.title} />
        </Suspense>
      )}
    </div>
  )
}
