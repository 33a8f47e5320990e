import { useState } from 'react'
import { Link, useSearchParams } from '@/lib/routing'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { Button } from '@/components/ui/button'
import { env } from '@/lib/env'
import { getLocale } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages'
import { kindInToken, unsubscribedTopic } from '../email-kinds'

type State = { step: 'asking' } | { step: 'sending' } | { step: 'done' } | { step: 'failed'; message: string }

/** The unsubscribe function's refusals, by code, in the page's language. */
const refusals: Record<string, () => string> = {
  invalid_token: m.email_unsubscribe_invalid_token,
  account_gone: m.email_unsubscribe_account_gone,
}

/**
 * What a failed request says: a refusal the page knows, in its language; otherwise the
 * function's own words on a Lithuanian page (they are Lithuanian), or the page's general one.
 */
function failureText(code: unknown, message: unknown): string {
  const known = typeof code === 'string' ? refusals[code] : undefined
  if (known) return known()
  return getLocale() === 'lt' && typeof message === 'string' ? message : m.email_unsubscribe_failed()
}

/**
 * Where an e-mail's unsubscribe link leads (its one-click address sends people here): says which
 * messages will stop and, once confirmed, stops them through the same function a mail client
 * calls. No session is needed: the link's signature is the proof. Links go through the router, so
 * the English page (/en/laiskai/atsisakyti) links the English account page.
 */
export function UnsubscribePage() {
  const [search] = useSearchParams()
  const token = search.get('t')
  const topic = unsubscribedTopic(kindInToken(token) ?? '')
  const [state, setState] = useState<State>({ step: 'asking' })

  async function confirm() {
    setState({ step: 'sending' })
    try {
      const response = await fetch(`${env.supabaseUrl}/functions/v1/unsubscribe?t=${encodeURIComponent(token ?? '')}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
        body: 'List-Unsubscribe=One-Click',
      })
      if (response.ok) return setState({ step: 'done' })
      const { code, message } = (await response.json().catch(() => ({}))) as { code?: unknown; message?: unknown }
      setState({ step: 'failed', message: failureText(code, message) })
    } catch {
      setState({ step: 'failed', message: m.email_unsubscribe_failed() })
    }
  }

  const accountLink = (
    <Link to={paths.account} className="text-brand-700 underline">
      {m.email_unsubscribe_account_link()}
    </Link>
  )

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <PageHead title={m.email_unsubscribe_title()} description={m.email_unsubscribe_description()} path={paths.emailUnsubscribe} noIndex />
      <h1 className="text-3xl font-bold text-slate-900">{m.email_unsubscribe_title()}</h1>
      <div className="mt-6 space-y-4 text-slate-800">
        {!topic ? (
          <p role="alert">
            {m.email_unsubscribe_invalid_before()} {accountLink}.
          </p>
        ) : state.step === 'done' ? (
          <p role="status">
            {m.email_unsubscribe_done_before({ topic })} {accountLink}.
          </p>
        ) : (
          <>
            <p>{m.email_unsubscribe_asking({ topic })}</p>
            <Button disabled={state.step === 'sending'} onClick={() => void confirm()}>
              {state.step === 'sending' ? m.email_unsubscribe_sending() : m.email_unsubscribe_confirm()}
            </Button>
            <p aria-live="polite" className="min-h-5">
              {state.step === 'failed' && <span role="alert">{state.message}</span>}
            </p>
          </>
        )}
      </div>
    </div>
  )
}
