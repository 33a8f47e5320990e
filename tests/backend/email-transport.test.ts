/** The Resend transport against a stand-in API on this machine: what it sends, and which failures are tried again. */
import { afterEach, describe, expect, it } from 'vitest'
import { closeFakeEmailApis, fakeEmailApi } from '../support/fake-email-api'
import { PermanentEmailFailure, resendTransport, type OutgoingEmail } from '../../supabase/functions/dispatch-email/transports.js'

afterEach(closeFakeEmailApis)

const email: OutgoingEmail = {
  to: 'narys@example.org',
  subject: 'Jūsų renginys „Kūčios“ atmestas',
  text: 'Sveiki,',
  html: '<p>Sveiki,</p>',
  headers: { 'List-Unsubscribe': '<https://api.example.org/functions/v1/unsubscribe?t=a.b>', 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
  idempotencyKey: 'outbox-42',
}

describe('the Resend transport', () => {
  it('sends the message with the key, the sender, the headers and the idempotency key, and answers the provider’s id', async () => {
    const api = await fakeEmailApi(() => ({ status: 200, body: { id: 'resend-1' } }))
    const sent = await resendTransport({ apiKey: 're_test', from: 'Lietuviai JK <pranesimai@example.org>', endpoint: api.endpoint }).send(email)
    expect(sent).toEqual({ id: 'resend-1' })
    const [request] = api.received
    expect(request!.headers.authorization).toBe('Bearer re_test')
    expect(request!.headers['idempotency-key']).toBe('outbox-42')
    expect(request!.body).toEqual({ from: 'Lietuviai JK <pranesimai@example.org>', to: ['narys@example.org'], subject: email.subject, text: email.text, html: email.html, headers: email.headers })
  })

  it('fails so the message is tried again on a 5xx or a 429, and for good on another 4xx', async () => {
    for (const [status, permanent] of [[500, false], [503, false], [429, false], [422, true], [403, true]] as const) {
      const api = await fakeEmailApi(() => ({ status, body: { message: 'nepavyko' } }))
      const sending = resendTransport({ apiKey: 're_test', from: 'x@example.org', endpoint: api.endpoint }).send(email)
      await expect(sending).rejects.toThrow(`The e-mail API answered ${status}`)
      await expect(sending.catch((error: unknown) => error instanceof PermanentEmailFailure)).resolves.toBe(permanent)
    }
  })

  it('gives up on an API that does not answer in time, so the message is tried again', async () => {
    const api = await fakeEmailApi(() => 'never')
    const sending = resendTransport({ apiKey: 're_test', from: 'x@example.org', endpoint: api.endpoint, timeoutMs: 200 }).send(email)
    await expect(sending).rejects.toThrow(/abort|timeout/i)
    await expect(sending.catch((error: unknown) => error instanceof PermanentEmailFailure)).resolves.toBe(false)
  })
})
