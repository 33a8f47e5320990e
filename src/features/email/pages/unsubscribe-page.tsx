import { useState } from 'react'
import { Link, useSearchParams } from '@/lib/routing'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { Button } from '@/components/ui/button'
import { env } from '@/lib/env'
import { kindInToken, unsubscribedTopic } from '../email-kinds'

type State = { step: 'asking' } | { step: 'sending' } | { step: 'done' } | { step: 'failed'; message: string }

const failedMessage = 'Nepavyko atsisakyti laiškų: patikrinkite ryšį ir bandykite dar kartą arba pakeiskite nustatymus paskyroje.'

/**
 * Where an e-mail's unsubscribe link leads (its one-click address sends people here): says which
 * messages will stop and, once confirmed, stops them through the same function a mail client
 * calls. No session is needed: the link's signature is the proof.
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
      const { message } = (await response.json().catch(() => ({}))) as { message?: string }
      setState({ step: 'failed', message: message ?? failedMessage })
    } catch {
      setState({ step: 'failed', message: failedMessage })
    }
  }

  return (
    <div className="mx-auto max-w-xl px-4 py-12">
      <PageHead title="Atsisakyti laiškų" description="Laiškų iš portalo „Lietuviai JK“ atsisakymas." path={paths.emailUnsubscribe} noIndex />
      <h1 className="text-3xl font-bold text-slate-900">Atsisakyti laiškų</h1>
      <div className="mt-6 space-y-4 text-slate-800">
        {!topic ? (
          <p role="alert">
            Nuoroda netinkama arba sugadinta. Kokius laiškus gauti, galite pasirinkti{' '}
            <Link to={paths.account} className="text-brand-700 underline">
              savo paskyroje
            </Link>
            .
          </p>
        ) : state.step === 'done' ? (
          <p role="status">
            Atsisakėte: laiškų apie {topic} nebesiųsime. Apsigalvoję juos vėl įjungsite{' '}
            <Link to={paths.account} className="text-brand-700 underline">
              savo paskyroje
            </Link>
            .
          </p>
        ) : (
          <>
            <p>Nebesiųsime jums laiškų apie {topic}. Kitų laiškų tai nepakeis.</p>
            <Button disabled={state.step === 'sending'} onClick={() => void confirm()}>
              {state.step === 'sending' ? 'Atsisakoma…' : 'Atsisakyti šių laiškų'}
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
