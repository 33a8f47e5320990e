import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@/lib/routing'
import { CircleCheck } from 'lucide-react'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { Button, buttonVariants } from '@/components/ui/button'
import { clearDraft, readDraft } from '@/hooks/use-session-draft'
import { QueryProvider } from '@/lib/query-client'
import { useSession } from '@/lib/session/use-session'
import type { CheckedImage } from '../proposal/image-file'
import { findOrganiserEntry, organiserEntryQueries } from '../proposal/organiser-entries'
import { proposalErrorMessage, useProposeEvent } from '../proposal/mutations'
import { ProposalFields, useProposalForm } from '../proposal/proposal-form'
import { ProposalPreview } from '../proposal/proposal-preview'
import { emptyProposal, PROPOSAL_DRAFT_KEY, type ProposalValues } from '../proposal/proposal-schema'

type Step = { name: 'edit' } | { name: 'preview'; values: ProposalValues } | { name: 'sent'; title: string }

/** Moves focus to the heading of the step just shown, so keyboard and screen-reader users follow. */
function useFocusOnChange(key: string) {
  const ref = useRef<HTMLHeadingElement>(null)
  const first = useRef(true)
  useEffect(() => {
    if (first.current) {
      first.current = false
      return
    }
    ref.current?.focus()
  }, [key])
  return ref
}

/**
 * A member proposes an event: the form (kept in the tab as it is typed, so signing in loses
 * nothing), a preview of the card visitors will see, then 'Laukia patvirtinimo'.
 */
export function EventProposalPage() {
  return (
    <QueryProvider>
      <ProposalSteps />
    </QueryProvider>
  )
}

function ProposalSteps() {
  const { user, isLoading, openSignIn } = useSession()
  const form = useProposalForm(readDraft(PROPOSAL_DRAFT_KEY, emptyProposal))
  const [image, setImage] = useState<CheckedImage | null>(null)
  const [step, setStep] = useState<Step>({ name: 'edit' })
  const propose = useProposeEvent()
  const { data: organisers } = useQuery(organiserEntryQueries.list())
  const headingRef = useFocusOnChange(step.name)

  async function submit(values: ProposalValues) {
    if (!user) return openSignIn()
    try {
      await propose.mutateAsync({ values, image, userId: user.id, organiserEntryId: findOrganiserEntry(organisers, values.organiser)?.id ?? null })
      // Reset first: the draft keeper saves every change, the reset's empty values too.
      form.reset(emptyProposal)
      clearDraft(PROPOSAL_DRAFT_KEY)
      setImage(null)
      setStep({ name: 'sent', title: values.title })
    } catch {
      // The message is shown from the mutation's error; the values stay in the form.
    }
  }

  return (
    <>
      <PageHead title="Pasiūlyti renginį" description="Pasiūlykite lietuvišką renginį Jungtinėje Karalystėje: jį paskelbs administratoriai." path={paths.eventProposal} noIndex />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12">
        <h1 className="text-3xl font-bold">Pasiūlyti renginį</h1>
        {step.name === 'sent' ? (
          <section aria-labelledby="pasiulymas-issiustas" className="space-y-4 rounded-xl border border-emerald-200 bg-emerald-50 p-6">
            <h2 id="pasiulymas-issiustas" ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-2xl font-semibold">
              <CircleCheck aria-hidden className="size-6 text-emerald-700" /> Ačiū! Renginys pateiktas
            </h2>
            <p>
              „{step.title}“ – <strong>Laukia patvirtinimo</strong>. Administratoriui patvirtinus, renginys bus rodomas renginių puslapyje. Sprendimą matysite savo paskyroje.
            </p>
            <div className="flex flex-wrap gap-3">
              <Link to={paths.account} className={buttonVariants()}>
                Mano paskyra
              </Link>
              <Button variant="outline" onClick={() => setStep({ name: 'edit' })}>
                Pasiūlyti kitą renginį
              </Button>
            </div>
          </section>
        ) : (
          <>
            {!isLoading && !user && (
              <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-slate-900">
                Renginius siūlyti gali prisijungę nariai. Formą galite pildyti jau dabar – tai, ką įvedėte, išliks, kol prisijungsite.{' '}
                <Button variant="link" className="h-auto p-0 align-baseline" onClick={openSignIn}>
                  Prisijungti
                </Button>
              </p>
            )}
            {step.name === 'preview' ? (
              <section aria-labelledby="perziura" className="space-y-4">
                <h2 id="perziura" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
                  Peržiūra
                </h2>
                <p className="text-slate-800">Taip renginys atrodys renginių puslapyje, kai administratorius jį patvirtins.</p>
                <ProposalPreview values={step.values} image={image} organiser={findOrganiserEntry(organisers, step.values.organiser)} />
                {propose.error && (
                  <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
                    {proposalErrorMessage(propose.error)}
                  </p>
                )}
                <div className="flex flex-wrap gap-3">
                  <Button onClick={() => void submit(step.values)} disabled={propose.isPending}>
                    {propose.isPending ? 'Pateikiama...' : user ? 'Pateikti' : 'Prisijungti ir pateikti'}
                  </Button>
                  <Button variant="outline" onClick={() => setStep({ name: 'edit' })} disabled={propose.isPending}>
                    Taisyti
                  </Button>
                </div>
              </section>
            ) : (
              <section aria-labelledby="forma" className="space-y-4">
                <h2 id="forma" ref={headingRef} tabIndex={-1} className="sr-only">
                  Renginio duomenys
                </h2>
                <p className="text-slate-800">Pažymėti * laukai privalomi. Administratorius renginį peržiūrės prieš paskelbdamas.</p>
                <ProposalFields
                  form={form}
                  image={image}
                  onImage={setImage}
                  organisers={organisers}
                  onPreview={(values) => {
                    propose.reset()
                    setStep({ name: 'preview', values })
                  }}
                />
              </section>
            )}
          </>
        )}
      </div>
    </>
  )
}
