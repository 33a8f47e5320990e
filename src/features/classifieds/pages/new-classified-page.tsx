import { useEffect, useRef, useState } from 'react'
import { Link } from '@/lib/routing'
import { CircleCheck } from 'lucide-react'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { Button, buttonVariants } from '@/components/ui/button'
import { clearDraft, readDraft } from '@/hooks/use-session-draft'
import { QueryProvider } from '@/lib/query-client'
import { useSession } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages'
import { ClassifiedForm } from '../post/classified-form'
import { CLASSIFIED_DRAFT_KEY, emptyClassified, type ClassifiedValues } from '../post/classified-schema'
import { postErrorMessage, usePostClassified } from '../post/mutations'

/** A member posts a classified; it is public once an administrator approves it, for 30 days. */
export function NewClassifiedPage() {
  return (
    <QueryProvider>
      <NewClassified />
    </QueryProvider>
  )
}

function NewClassified() {
  const { user, isLoading, openSignIn } = useSession()
  const post = usePostClassified()
  const [sent, setSent] = useState<string | null>(null)
  const [formKey, setFormKey] = useState(0)
  const sentHeading = useRef<HTMLHeadingElement>(null)
  useEffect(() => {
    if (sent) sentHeading.current?.focus()
  }, [sent])

  async function submit(values: ClassifiedValues) {
    if (!user) {
      openSignIn()
      return
    }
    await post.mutateAsync(values)
    clearDraft(CLASSIFIED_DRAFT_KEY)
    setSent(values.title)
  }

  return (
    <>
      <PageHead title={m.classifieds_post()} description={m.classifieds_new_description()} path={paths.classifiedNew} noIndex />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12">
        <h1 className="text-3xl font-bold">{m.classifieds_post()}</h1>
        {sent ? (
          <section aria-labelledby="skelbimas-issiustas" className="space-y-4 rounded-xl border border-emerald-200 bg-emerald-50 p-6">
            <h2 id="skelbimas-issiustas" ref={sentHeading} tabIndex={-1} className="flex items-center gap-2 text-2xl font-semibold">
              <CircleCheck aria-hidden className="size-6 text-emerald-700" /> {m.classifieds_sent_title()}
            </h2>
            <p>
              {m.classifieds_quoted_title({ title: sent })} – <strong>{m.classifieds_awaiting_approval()}</strong>. {m.classifieds_sent_text()}
            </p>
            <div className="flex flex-wrap gap-3">
              <Link to={paths.account} className={buttonVariants()}>
                {m.account_my_account()}
              </Link>
              <Button
                variant="outline"
                onClick={() => {
                  setFormKey((key) => key + 1)
                  setSent(null)
                }}
              >
                {m.classifieds_post_another()}
              </Button>
            </div>
          </section>
        ) : (
          <>
            {!isLoading && !user && (
              <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-slate-900">
                {m.classifieds_sign_in_note()}{' '}
                <Button variant="link" className="h-auto p-0 align-baseline" onClick={openSignIn}>
                  {m.account_sign_in()}
                </Button>
              </p>
            )}
            <p className="text-slate-800">{m.classifieds_required_note()}</p>
            {post.error && (
              <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
                {postErrorMessage(post.error)}
              </p>
            )}
            {/* A new key after a post starts the next form empty. */}
            <ClassifiedForm key={formKey} draftKey={CLASSIFIED_DRAFT_KEY} defaultValues={readDraft(CLASSIFIED_DRAFT_KEY, emptyClassified)} isSending={post.isPending} onSubmit={submit} />
          </>
        )}
      </div>
    </>
  )
}
