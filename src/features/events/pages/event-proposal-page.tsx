import { useEffect, useRef, useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Link } from '@/lib/routing'
import { CircleCheck } from 'lucide-react'
import { paths } from '@/app/paths'
import { TermsConsent } from '@/components/terms-consent'
import { PageHead } from '@/components/page-head'
import { Button, buttonVariants } from '@/components/ui/button'
import { clearDraft, readDraft } from '@/hooks/use-session-draft'
import { QueryProvider } from '@/lib/query-client'
import { useSession } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages'
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
      <PageHead title={m.events_propose()} description={m.events_proposal_head_description()} path={paths.eventProposal} noIndex />
      <div className="mx-auto max-w-3xl space-y-6 px-4 py-12">
        <h1 className="text-3xl font-bold">{m.events_propose()}</h1>
        {step.name === 'sent' ? (
          <section aria-labelledby="pasiulymas-issiustas" className="space-y-4 rounded-xl border border-emerald-200 bg-emerald-50 p-6">
            <h2 id="pasiulymas-issiustas" ref={headingRef} tabIndex={-1} className="flex items-center gap-2 text-2xl font-semibold">
              <CircleCheck aria-hidden className="size-6 text-emerald-700" /> {m.events_proposal_sent_title()}
            </h2>
            <p>
              {m.events_proposal_sent_quote({ title: step.title })} <strong>{m.events_status_pending()}</strong>
              {m.events_proposal_sent_after()}
            </p>
            <div className="flex flex-wrap gap-3">
              <Link to={paths.account} className={buttonVariants()}>
                {m.account_my_account()}
              </Link>
              <Button variant="outline" onClick={() => setStep({ name: 'edit' })}>
                {m.events_propose_another()}
              </Button>
            </div>
          </section>
        ) : (
          <>
            {!isLoading && !user && (
              <p role="note" className="rounded-lg border border-amber-200 bg-amber-50 p-4 text-slate-900">
                {m.events_members_only()}{' '}
                <Button variant="link" className="h-auto p-0 align-baseline" onClick={openSignIn}>
                  {m.account_sign_in()}
                </Button>
              </p>
            )}
            {step.name === 'preview' ? (
              <section aria-labelledby="perziura" className="space-y-4">
                <h2 id="perziura" ref={headingRef} tabIndex={-1} className="text-2xl font-semibold">
                  {m.events_preview()}
                </h2>
                <p className="text-slate-800">{m.events_preview_lead()}</p>
                <ProposalPreview values={step.values} image={image} organiser={findOrganiserEntry(organisers, step.values.organiser)} />
                {propose.error && (
                  <p role="alert" className="rounded-lg border border-red-200 bg-red-50 p-4 text-red-800">
                    {proposalErrorMessage(propose.error)}
                  </p>
                )}
                <TermsConsent />
                <div className="flex flex-wrap gap-3">
                  <Button onClick={() => void submit(step.values)} disabled={propose.isPending}>
                    {propose.isPending ? m.events_submitting() : user ? m.events_submit() : m.events_sign_in_and_submit()}
                  </Button>
                  <Button variant="outline" onClick={() => setStep({ name: 'edit' })} disabled={propose.isPending}>
                    {m.events_edit()}
                  </Button>
                </div>
              </section>
            ) : (
              <section aria-labelledby="forma" className="space-y-4">
                <h2 id="forma" ref={headingRef} tabIndex={-1} className="sr-only">
                  {m.events_proposal_details()}
                </h2>
                <p className="text-slate-800">{m.events_required_note()}</p>
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
