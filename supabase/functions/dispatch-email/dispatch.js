// @ts-check
// The one sender: writes what the clock made due (public.run_due_jobs), claims due messages from
// the outbox (public.claim_email_outbox; both service role only), renders each, hands it to the transport and settles it (public.settle_email): sent, or
// tried again later, or failed with its error. Runs as the dispatch-email Edge Function on a
// hosted project (pg_cron calls it every minute) and in the embedded backend (npm start calls it
// on a timer). Web APIs only: plain fetch to the data API, so the same module runs on both.
import { signUnsubscribeToken } from '../_shared/unsubscribe-token.js'
import { safeHeaders } from './headers.js'
import { emailLocale, isEssentialKind, renderEmail } from './templates.js'
import { PermanentEmailFailure } from './transports.js'

/**
 * @typedef {import('./templates.js').ClaimedEmail} ClaimedEmail
 * @typedef {import('./transports.js').Transport} Transport
 * @typedef {{ supabaseUrl: string, serviceRoleKey: string, siteUrl: string, unsubscribeSecret: string, transport: Transport, movableClock?: boolean }} DispatchEnv
 * @typedef {{ claimed: number, sent: number, retried: number, failed: number }} DispatchResult
 */

/** Messages per claim; a run claims a few batches at most, well inside a function's time limit. */
const BATCH = 20
const MAX_BATCHES = 5

/** @param {unknown} error */
const errorText = (error) => (error instanceof Error ? `${error.name}: ${error.message}` : String(error)).slice(0, 2000)

/**
 * Sends what is due now (or at `now()`, which tests move).
 * @param {DispatchEnv & { now?: () => Date, batch?: number }} options @returns {Promise<DispatchResult>}
 */
export async function drainOutbox({ supabaseUrl, serviceRoleKey, siteUrl, unsubscribeSecret, transport, now = () => new Date(), batch = BATCH }) {
  /** @param {string} name @param {Record<string, unknown>} args */
  const rpc = async (name, args) => {
    const response = await fetch(`${supabaseUrl}/rest/v1/rpc/${name}`, {
      method: 'POST',
      headers: { apikey: serviceRoleKey, Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
      body: JSON.stringify(args),
    })
    if (!response.ok) throw new Error(`${name} answered ${response.status}: ${(await response.text()).slice(0, 500)}`)
    return /** @type {unknown} */ (await response.json())
  }
  // What the clock has made due (expiring classifieds …) joins the outbox first, once each.
  await rpc('run_due_jobs', { due_at: now().toISOString() })
  /** @type {DispatchResult} */
  const result = { claimed: 0, sent: 0, retried: 0, failed: 0 }
  for (let round = 0; round < MAX_BATCHES; round += 1) {
    const claimed = /** @type {ClaimedEmail[]} */ (await rpc('claim_email_outbox', { batch, claimed_at: now().toISOString() }))
    result.claimed += claimed.length
    for (const message of claimed) {
      /** @type {{ failure: string | null, provider_id: string | null, permanent: boolean }} */
      let outcome
      try {
        // Essential mail (membership and payments) carries no unsubscribe link: nobody turns it off.
        const token = message.user_id && !isEssentialKind(message.kind) ? encodeURIComponent(await signUnsubscribeToken(unsubscribeSecret, message.user_id, message.kind)) : null
        // An English message's links lead to the English page (a person opening the one-click
        // address is sent there too).
        const english = emailLocale(message.locale) === 'en'
        const unsubscribe = token
          ? {
              oneClick: `${supabaseUrl}/functions/v1/unsubscribe?t=${token}${english ? '&lang=en' : ''}`,
              page: `${siteUrl}${english ? '/en' : ''}/laiskai/atsisakyti?t=${token}`,
            }
          : undefined
        const email = renderEmail(message, { siteUrl, ...(unsubscribe ? { unsubscribe } : {}) })
        // A title or name with a line break in it never reaches a header line as one.
        const { id } = await transport.send(safeHeaders({ to: message.to_email, ...email, idempotencyKey: `outbox-${message.id}` }))
        outcome = { failure: null, provider_id: id, permanent: false }
      } catch (error) {
        outcome = { failure: errorText(error), provider_id: null, permanent: error instanceof PermanentEmailFailure }
      }
      const status = await rpc('settle_email', { message_id: message.id, ...outcome, settled_at: now().toISOString() })
      if (status === 'sent') result.sent += 1
      else if (status === 'failed') result.failed += 1
      else result.retried += 1
    }
    if (claimed.length < batch) break
  }
  return result
}

/**
 * The function's handler: a POST carrying the service role key runs one drain and answers what
 * it did. Anything else is refused: only the scheduler (or the embedded backend's timer) calls it.
 * With `movableClock` (the embedded backend only), a body `{ "at": "<ISO time>" }` runs it as of
 * that time, so a journey can see what a later day sends.
 * @param {Request} request @param {DispatchEnv} env @returns {Promise<Response>}
 */
export async function dispatchEmail(request, env) {
  /** @param {number} status @param {unknown} body */
  const answer = (status, body) => new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json; charset=utf-8' } })
  if (request.method !== 'POST') return answer(405, { code: 'method_not_allowed', message: 'POST only' })
  if (request.headers.get('authorization') !== `Bearer ${env.serviceRoleKey}`) return answer(401, { code: 'unauthorized', message: 'The dispatcher answers the scheduler only' })
  /** @type {Date | null} */
  let at = null
  if (env.movableClock) {
    try {
      const body = /** @type {{ at?: unknown } | null} */ (JSON.parse((await request.text()) || '{}'))
      at = typeof body?.at === 'string' && !Number.isNaN(Date.parse(body.at)) ? new Date(body.at) : null
    } catch {
      return answer(400, { code: 'invalid_json', message: 'The body is JSON: {} or { "at": "<ISO time>" }' })
    }
  }
  const fixed = at
  try {
    return answer(200, await drainOutbox(fixed ? { ...env, now: () => fixed } : env))
  } catch (error) {
    return answer(502, { code: 'dispatch_failed', message: errorText(error) })
  }
}
