// @ts-check
// Where the dispatcher hands a rendered message: the development mailbox of the embedded backend,
// or an HTTPS e-mail API (Resend) on a hosted project. Tests pass a transport of their own.
// Web APIs only.
import { headerText } from './headers.js'

/**
 * @typedef {{ to: string, subject: string, text: string, html: string, headers: Record<string, string>, idempotencyKey: string }} OutgoingEmail
 * @typedef {{ send: (email: OutgoingEmail) => Promise<{ id: string | null }> }} Transport
 */

/** A refusal that trying again will not change (an address the provider will never take). */
export class PermanentEmailFailure extends Error {}

/** How long one send may take before it counts as failed (and is tried again later). */
export const SEND_TIMEOUT_MS = 15_000

/**
 * The embedded backend's development mailbox (GET /__dev/mail lists what it holds); it takes
 * messages from this machine with the service role key only.
 * @param {string} mailboxUrl @param {string} serviceRoleKey @returns {Transport}
 */
export function devMailboxTransport(mailboxUrl, serviceRoleKey) {
  return {
    async send(email) {
      const response = await fetch(mailboxUrl, {
        method: 'POST',
        headers: { Authorization: `Bearer ${serviceRoleKey}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({ to: email.to, subject: email.subject, text: email.text, html: email.html, headers: email.headers }),
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      })
      if (!response.ok) throw new Error(`The development mailbox answered ${response.status}: ${(await response.text()).slice(0, 500)}`)
      const { id } = /** @type {{ id?: string }} */ (await response.json())
      return { id: id ?? null }
    },
  }
}

/**
 * Resend's HTTPS API (https://resend.com/docs/api-reference/emails/send-email). The outbox id is
 * the idempotency key, so a message retried after a lost answer is not sent twice. A 4xx other
 * than 429 is permanent: the same request would be refused again.
 * @param {{ apiKey: string, from: string, replyTo?: string, endpoint?: string, timeoutMs?: number }} options @returns {Transport}
 */
export function resendTransport({ apiKey, from, replyTo, endpoint = 'https://api.resend.com/emails', timeoutMs = SEND_TIMEOUT_MS }) {
  return {
    async send(email) {
      const response = await fetch(endpoint, {
        method: 'POST',
        headers: { Authorization: `Bearer ${apiKey}`, 'Content-Type': 'application/json', 'Idempotency-Key': email.idempotencyKey },
        body: JSON.stringify({
          // The sender's name and the reply address are settings: no line break of theirs reaches a header either.
          from: headerText(from),
          to: [email.to],
          subject: email.subject,
          text: email.text,
          html: email.html,
          headers: email.headers,
          ...(replyTo ? { reply_to: headerText(replyTo) } : {}),
        }),
        signal: AbortSignal.timeout(timeoutMs),
      })
      const body = await response.text()
      if (response.ok) return { id: /** @type {{ id?: string }} */ (JSON.parse(body || '{}')).id ?? null }
      const failure = `The e-mail API answered ${response.status}: ${body.slice(0, 500)}`
      if (response.status >= 400 && response.status < 500 && response.status !== 429) throw new PermanentEmailFailure(failure)
      throw new Error(failure)
    },
  }
}
