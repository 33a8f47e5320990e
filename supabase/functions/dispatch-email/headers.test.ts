import { afterEach, describe, expect, it, vi } from 'vitest'
import { drainOutbox } from './dispatch.js'
import { headerText, safeHeaders } from './headers.js'
import { resendTransport, type OutgoingEmail } from './transports.js'

/** Every C0 control character and DEL. */
const controls = [...Array.from({ length: 32 }, (_, code) => String.fromCharCode(code)), '\u007f']
/** The control characters a line holds, by code. */
const controlsIn = (line: string) => [...line].map((char) => char.charCodeAt(0)).filter((code) => code < 32 || code === 127)

const email = (dirty: string): OutgoingEmail => ({
  to: `narys${dirty}@example.org`,
  subject: `Narystės prašymas gautas („Fake community${dirty}Bcc: kitas@example.org“)`,
  text: `Eilutė${dirty}kita`,
  html: '<p>Laiškas</p>',
  headers: { [`List-Unsubscribe${dirty}`]: `<https://api.example.org/functions/v1/unsubscribe?t=a${dirty}b>`, 'List-Unsubscribe-Post': `List-Unsubscribe=One-Click${dirty}` },
  idempotencyKey: `outbox-1${dirty}`,
})

afterEach(() => vi.unstubAllGlobals())

describe('the header lines of a message', () => {
  it.each(controls.map((char) => [`U+${char.charCodeAt(0).toString(16).padStart(4, '0')}`, char]))('carry no %s, alone or in a run, in any name or value', (_name, char) => {
    for (const dirty of [char, `${char}${char}`, `\r\n${char}`]) {
      const safe = safeHeaders(email(dirty))
      const lines = [safe.to, safe.subject, safe.idempotencyKey, ...Object.keys(safe.headers), ...Object.values(safe.headers)]
      for (const line of lines) expect(controlsIn(line), JSON.stringify(line)).toEqual([])
      // The words stay apart, and the body keeps what it was written with.
      expect(safe.subject).toBe('Narystės prašymas gautas („Fake community Bcc: kitas@example.org“)')
      expect(safe.text).toBe(`Eilutė${dirty}kita`)
    }
  })

  it('keep what is not a control character, and lose the ends a control character left', () => {
    expect(headerText('  Jūsų renginys „Kūčios“ patvirtintas ')).toBe('Jūsų renginys „Kūčios“ patvirtintas')
    expect(headerText('\r\nBcc: kitas@example.org\u0085\u2028')).toBe('Bcc: kitas@example.org')
    expect(safeHeaders(email('')).headers).toEqual({
      'List-Unsubscribe': '<https://api.example.org/functions/v1/unsubscribe?t=ab>',
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    })
  })

  it('reach the transport clean from the dispatcher, whatever a community’s name held', async () => {
    const payload = { community: 'Fake community\r\nBcc: kitas@example.org', reference: 'LTUK-ABCD2345', fee_pence: 2500, bank: null }
    const claimed = [{ id: 5, user_id: 'u-1', to_email: 'narys@example.org', kind: 'membership_received', payload, attempts: 1, locale: 'lt' }]
    vi.stubGlobal(
      'fetch',
      vi.fn(async (url: string) => {
        const name = url.split('/').pop()
        const body = name === 'claim_email_outbox' ? claimed.splice(0) : name === 'settle_email' ? 'sent' : 0
        return new Response(JSON.stringify(body), { status: 200 })
      }),
    )
    const sent: OutgoingEmail[] = []
    const result = await drainOutbox({
      supabaseUrl: 'http://127.0.0.1:1',
      serviceRoleKey: 'service',
      siteUrl: 'http://localhost:4173',
      unsubscribeSecret: 'secret',
      transport: { send: async (outgoing) => (sent.push(outgoing), { id: 'x' }) },
    })
    expect(result).toMatchObject({ claimed: 1, sent: 1 })
    expect(sent[0]!.subject).toBe('Narystės prašymas gautas („Fake community Bcc: kitas@example.org“)')
    // The body still says the name as it was written.
    expect(sent[0]!.text).toContain('„Fake community\r\nBcc: kitas@example.org“')
  })

  it('are clean in the e-mail API’s request, the sender’s name and reply address included', async () => {
    const requests: Array<{ headers: Record<string, string>; body: Record<string, unknown> }> = []
    vi.stubGlobal(
      'fetch',
      vi.fn(async (_url: string, init: RequestInit) => {
        requests.push({ headers: init.headers as Record<string, string>, body: JSON.parse(String(init.body)) as Record<string, unknown> })
        return new Response(JSON.stringify({ id: 'resend-1' }), { status: 200 })
      }),
    )
    const transport = resendTransport({ apiKey: 'key', from: 'Lietuviai JK\r\nBcc: kitas@example.org <pranesimai@example.org>', replyTo: 'info@example.org\n', endpoint: 'http://127.0.0.1:1/emails' })
    await transport.send(safeHeaders(email('\r\n')))
    const [request] = requests
    expect(request!.body).toMatchObject({
      from: 'Lietuviai JK Bcc: kitas@example.org <pranesimai@example.org>',
      reply_to: 'info@example.org',
      to: ['narys @example.org'],
      subject: 'Narystės prašymas gautas („Fake community Bcc: kitas@example.org“)',
    })
    expect(request!.headers['Idempotency-Key']).toBe('outbox-1')
  })
})
