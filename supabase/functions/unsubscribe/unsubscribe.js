// @ts-check
// One-click unsubscribe (RFC 8058). A message's List-Unsubscribe header names this function with a
// signed token: a mail client's POST (no cookies, no session) turns that kind of message off for
// the account the token names and answers 200, never a redirect. A person opening the link (GET)
// is sent to the site's page that says what will stop and asks them to confirm, which POSTs here.
// A forged or damaged token is refused. Deployed without JWT verification: mail clients carry none.
// Web APIs only: the same module runs on the hosted Edge runtime and in the embedded backend.
import { readUnsubscribeToken } from '../_shared/unsubscribe-token.js'

/** @typedef {{ supabaseUrl: string, serviceRoleKey: string, siteUrl: string, unsubscribeSecret: string }} UnsubscribeEnv */

const CORS = {
  'Access-Control-Allow-Origin': '*',
  'Access-Control-Allow-Headers': 'authorization, x-client-info, apikey, content-type',
  'Access-Control-Allow-Methods': 'GET, POST, OPTIONS',
}

/** @param {number} status @param {string} code @param {string} message */
const answer = (status, code, message) =>
  new Response(JSON.stringify({ code, message }), { status, headers: { ...CORS, 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'no-store' } })

/** @param {Request} request @param {UnsubscribeEnv} env @returns {Promise<Response>} */
export async function unsubscribe(request, env) {
  if (request.method === 'OPTIONS') return new Response(null, { status: 204, headers: CORS })
  const url = new URL(request.url)
  const token = url.searchParams.get('t')
  if (request.method === 'GET') {
    // An English message's link (lang=en) leads to the English page.
    const page = url.searchParams.get('lang') === 'en' ? '/en/laiskai/atsisakyti' : '/laiskai/atsisakyti'
    return new Response(null, { status: 303, headers: { ...CORS, Location: `${env.siteUrl}${page}?t=${encodeURIComponent(token ?? '')}` } })
  }
  if (request.method !== 'POST') return answer(405, 'method_not_allowed', 'GET or POST only')
  const named = await readUnsubscribeToken(env.unsubscribeSecret, token)
  if (!named) return answer(400, 'invalid_token', 'Nuoroda netinkama arba sugadinta: atsisakyti laiškų galite paskyros nustatymuose.')
  const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/unsubscribe_email`, {
    method: 'POST',
    headers: { apikey: env.serviceRoleKey, Authorization: `Bearer ${env.serviceRoleKey}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ account: named.account, message_kind: named.kind }),
  })
  if (!response.ok) return answer(502, 'unsubscribe_failed', 'Nepavyko atsisakyti laiškų: bandykite dar kartą arba pakeiskite nustatymus paskyroje.')
  if ((await response.json()) !== true) return answer(404, 'account_gone', 'Šios paskyros nebėra: laiškų jai nebesiunčiame.')
  return answer(200, 'unsubscribed', 'Atsisakėte šių laiškų.')
}
