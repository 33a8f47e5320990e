import { useEffect, useRef, useState } from 'react'
import { Link } from '@/lib/routing'
import { CircleCheck } from 'lucide-react'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { Button, buttonVariants } from '@/components/ui/button'
import { clearDraft, readDraft } from '@/hooks/use-session-draft'
import { QueryProvider } from '@/lib/query-client'
import { useSession } from '@/lib/session/use-session'
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
      <PageHead title="Įdėti skelbimą" description="Įdėkite skelbimą lietuviams Jungtinėje Karalystėje: darbas, būstas, paslaugos, pirkimas ir pardavimas." path={paths.classifiedNew} noIndex />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12">
        <h1 className="text-3xl font-bold">Įdėti skelbimą</h1>
        {sent ? (
          <section aria-labelledby="skelbimas-issiustas" className="space-y-4 rounded-xl border border-emerald-200 bg-emerald-50 p-6">
            <h2 id="skelbimas-issiustas" ref={sentHeading} tabIndex={-1} className="flex items-center gap-2 text-2xl font-semibold">
              <CircleCheck aria-hidden className="size-6 text-emerald-700" /> Ačiū! Skelbimas pateiktas
            </h2>
            <p>
              „{sent}“ – <strong>Laukia patvirtinimo</strong>. Patvirtintas skelbimas rodomas 30 dienų; jį pratęsti, uždaryti ir atsakymus skaityti galite savo paskyroje.
            </p>
            <div className="flex flex-wrap gap-3">
              <Link to={paths.account} className={buttonVariants()}>
                Mano paskyra
              </Link>
              <Button
                variant="outline"
                onClick={() => {
                  setFormKey((key) => key + 1)
                  setSent(null)
                }}
              >
                Įdėti kitą skelbimą
              </Button>
            </div>
          </section>
        ) : (
          <>
            {!isLoading && !user && (
              <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-slate-900">
                Skelbimus dėti gali prisijungę nariai. Formą galite pildyti jau dabar – tai, ką įvedėte, išliks, kol prisijungsite.{' '}
                <Button variant="link" className="h-auto p-0 align-baseline" onClick={openSignIn}>
                  Prisijungti
                </Button>
              </p>
            )}
            <p className="text-slate-800">Pažymėti * laukai privalomi. Vienu metu galite turėti iki 5 aktyvių skelbimų.</p>
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
