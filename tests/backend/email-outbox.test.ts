/**
 * E-mail from the database: a decision writes its message in the same transaction; the one
 * dispatcher claims, renders, sends and settles it; failures are tried again with back-off and
 * end as failed; a dispatcher that died mid-batch loses nothing; nobody but the service role
 * touches the outbox.
 */
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { drainOutbox } from '../../supabase/functions/dispatch-email/dispatch.js'
import type { OutgoingEmail, Transport } from '../../supabase/functions/dispatch-email/transports.js'
import { PermanentEmailFailure, resendTransport } from '../../supabase/functions/dispatch-email/transports.js'
import { closeFakeEmailApis, fakeEmailApi } from '../support/fake-email-api'
import type { TablesInsert } from '../../src/lib/supabase/database.types'
import { UNSUBSCRIBE_SECRET } from '../../server/config.mjs'
import { apiUrl, client, engine, newUser, notificationPreferences, SERVICE_ROLE_KEY, serviceClient, signInAs, type Client } from './helpers'

const SITE = 'http://localhost:4173'

function inDays(days: number, hour = 18) {
  const at = new Date(Date.now() + days * 86_400_000)
  at.setUTCHours(hour, 0, 0, 0)
  return at.toISOString()
}

/** A transport that keeps what it is given, or fails as told, for one recipient; other mail is taken silently. */
function recording(recipient: string, fail?: () => Error) {
  const sent: OutgoingEmail[] = []
  const transport: Transport = {
    async send(email) {
      if (email.to !== recipient) return { id: null }
      if (fail) throw fail()
      sent.push(email)
      return { id: `provider-${sent.length}` }
    },
  }
  return { sent, transport }
}

const drain = (transport: Transport, at = new Date()) =>
  drainOutbox({ supabaseUrl: apiUrl, serviceRoleKey: SERVICE_ROLE_KEY, siteUrl: SITE, unsubscribeSecret: UNSUBSCRIBE_SECRET, transport, now: () => at })

/** Claims (as the dispatcher does, at `at`) and returns the ids claimed. */
async function claim(at: Date, batch = 100): Promise<number[]> {
  const { data, error } = await serviceClient().rpc('claim_email_outbox', { batch, claimed_at: at.toISOString() })
  if (error) throw error
  return data.map((row) => row.id)
}

let admin: Client

afterEach(closeFakeEmailApis)

beforeAll(async () => {
  admin = (await signInAs('admin')).client
})

/** A member's event proposal, rejected by the administrator with `reason`. */
async function rejectedProposal(reason: string) {
  const member = await newUser('laiskai')
  const title = `Laiškų renginys ${Date.now()}`
  const proposed = await member.client
    .from('events')
    .insert({ title, description: 'Bandomasis renginys.', category: 'Kultūra', starts_at: inDays(30), ends_at: inDays(30, 21), town: 'Lidsas', region: 'Anglija' } as TablesInsert<'events'>)
    .select('id')
    .single()
  expect(proposed.error).toBeNull()
  const decided = await admin.from('events').update({ status: 'rejected', rejection_reason: reason }).eq('id', proposed.data!.id)
  expect(decided.error).toBeNull()
  return { member, title }
}

describe('the e-mail outbox', () => {
  it('tells a member the administrator’s decision and its reason, in Lithuanian, once', async () => {
    const { member, title } = await rejectedProposal('Renginys vyksta <ne JK> & ne lietuviams.')
    const { sent, transport } = recording(member.email)
    await drain(transport)
    expect(sent).toHaveLength(1)
    const [mail] = sent
    expect(mail!.subject).toBe(`Jūsų renginys „${title}“ atmestas`)
    expect(mail!.text).toContain('Administratorių nurodyta priežastis: Renginys vyksta <ne JK> & ne lietuviams.')
    expect(mail!.text).toContain(`${SITE}/paskyra`)
    // What the member wrote is escaped in the HTML part.
    expect(mail!.html).toContain('Renginys vyksta &#60;ne JK&#62; &#38; ne lietuviams.')
    expect(mail!.html).not.toContain('<ne JK>')
    expect(mail!.idempotencyKey).toMatch(/^outbox-\d+$/)

    // Sent is sent: the next run sends nothing again.
    await drain(transport)
    expect(sent).toHaveLength(1)
  })

  it('tells an approved proposal’s author where visitors see it, and says nothing to an administrator about their own', async () => {
    const member = await newUser('laiskai-patvirtinta')
    const proposed = await member.client
      .from('events')
      .insert({ title: `Patvirtintas ${Date.now()}`, description: 'Bandomasis renginys.', category: 'Sportas', starts_at: inDays(40), ends_at: inDays(40, 21), town: 'Lidsas', region: 'Anglija' } as TablesInsert<'events'>)
      .select('id, slug')
      .single()
    expect((await admin.from('events').update({ status: 'approved' }).eq('id', proposed.data!.id)).error).toBeNull()
    const { sent, transport } = recording(member.email)
    await drain(transport)
    expect(sent.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Jūsų renginys „Patvirtintas \d+“ patvirtintas$/)])
    expect(sent[0]!.text).toContain(`${SITE}/renginiai/${proposed.data!.slug}`)
  })

  it('tries a failed send again with back-off, then fails it for good, keeping the error', async () => {
    const { member } = await rejectedProposal('Netinka portalui.')
    const failing = recording(member.email, () => new Error('The e-mail API answered 500: upstream down'))
    let at = new Date()
    expect((await drain(failing.transport, at)).retried).toBeGreaterThanOrEqual(1)
    // Not again before its back-off (a minute after the first failure)…
    expect((await drain(failing.transport, new Date(at.getTime() + 30_000))).retried).toBe(0)
    // …then at 1, 2, 4 … minutes, until the 8th attempt fails it.
    let failed = 0
    for (let attempt = 2; attempt <= 8; attempt += 1) {
      at = new Date(at.getTime() + 7 * 3_600_000)
      failed += (await drain(failing.transport, at)).failed
    }
    expect(failed).toBeGreaterThanOrEqual(1)
    // Administrators see it with its error; members may not look.
    const { data: problems, error } = await admin.rpc('email_problems')
    expect(error).toBeNull()
    expect(problems!.find((problem) => problem.to_email === member.email)).toMatchObject({
      kind: 'decision',
      status: 'failed',
      attempts: 8,
      last_error: 'Error: The e-mail API answered 500: upstream down',
    })
    expect((await member.client.rpc('email_problems')).error?.code).toBe('42501')
    // Kept 180 days, then gone.
    expect((await serviceClient().rpc('run_due_jobs', { due_at: new Date(at.getTime() + 181 * 86_400_000).toISOString() })).error).toBeNull()
    expect(((await admin.rpc('email_problems')).data ?? []).filter((problem) => problem.to_email === member.email)).toEqual([])
    // Failed is final: a working provider later sends nothing of it.
    const working = recording(member.email)
    await drain(working.transport, new Date(at.getTime() + 7 * 3_600_000))
    expect(working.sent).toHaveLength(0)
  })

  it('sends through the e-mail API once it answers, after a 500 and a timeout, with the same idempotency key each time', async () => {
    const { member } = await rejectedProposal('Per vėlai.')
    // Everyone else's mail is taken at once; this member's fails twice first.
    const api = await fakeEmailApi((_, request) => {
      if ((request.body.to as string[])[0] !== member.email) return { status: 200, body: { id: 'kitas' } }
      const tries = api.received.filter((earlier) => (earlier.body.to as string[])[0] === member.email).length
      return tries === 1 ? { status: 500, body: { message: 'upstream down' } } : tries === 2 ? 'never' : { status: 200, body: { id: 'resend-ok' } }
    })
    const transport = resendTransport({ apiKey: 're_test', from: 'Lietuviai JK <pranesimai@example.org>', endpoint: api.endpoint, timeoutMs: 300 })
    const mine = () => api.received.filter((request) => (request.body.to as string[])[0] === member.email)
    let at = new Date()
    await drain(transport, at)
    at = new Date(at.getTime() + 2 * 60_000)
    await drain(transport, at)
    at = new Date(at.getTime() + 3 * 60_000)
    await drain(transport, at)
    await drain(transport, new Date(at.getTime() + 3_600_000))
    expect(mine()).toHaveLength(3)
    expect(new Set(mine().map((request) => request.headers['idempotency-key'])).size).toBe(1)
  })

  it('fails at once what the provider refuses for good', async () => {
    const { member } = await rejectedProposal('Netinka portalui.')
    const refusing = recording(member.email, () => new PermanentEmailFailure('The e-mail API answered 422: invalid address'))
    expect((await drain(refusing.transport)).failed).toBeGreaterThanOrEqual(1)
  })

  it('loses nothing when a dispatcher dies between claiming and settling', async () => {
    const { member } = await rejectedProposal('Per mažai informacijos.')
    const now = new Date()
    // Claimed, then the dispatcher is gone: nothing else takes it while its claim holds…
    expect((await claim(now)).length).toBeGreaterThanOrEqual(1)
    const { sent, transport } = recording(member.email)
    await drain(transport, new Date(now.getTime() + 60_000))
    expect(sent).toHaveLength(0)
    // …and the next run after the claim lapsed (5 minutes) sends it.
    await drain(transport, new Date(now.getTime() + 6 * 60_000))
    expect(sent).toHaveLength(1)
  })

  it.runIf(engine === 'postgres15')('never hands one message to two dispatchers claiming at once', async () => {
    for (let index = 0; index < 6; index += 1) await rejectedProposal(`Dvigubas ${index}`)
    const at = new Date(Date.now() + 24 * 3_600_000)
    const [first, second] = await Promise.all([claim(at, 4), claim(at, 4)])
    expect(first!.length + second!.length).toBeGreaterThanOrEqual(6)
    expect(first!.filter((id) => second!.includes(id))).toEqual([])
    // Settled, so the other journeys' messages are not held.
    await drain(recording('nobody@example.org').transport, new Date(at.getTime() + 6 * 60_000))
  })

  it('gathers quick replies to a classified into one message for its poster', async () => {
    const poster = await newUser('laiskai-skelbimas')
    const title = `Parduodu dviratį ${Date.now()}`
    const ad = await poster.client.from('classifieds').insert({ title, body: 'Mažai naudotas.', category: 'Parduoda', town: 'Lidsas', price: 40 } as TablesInsert<'classifieds'>).select('id').single()
    expect((await admin.from('classifieds').update({ status: 'approved' }).eq('id', ad.data!.id)).error).toBeNull()
    const readers = await Promise.all([newUser('laiskai-atsakymas-1'), newUser('laiskai-atsakymas-2'), newUser('laiskai-atsakymas-3')])
    for (const reader of readers) {
      expect((await reader.client.from('classified_replies').insert({ classified_id: ad.data!.id, body: 'Ar dar aktualu?' })).error).toBeNull()
    }
    const { sent, transport } = recording(poster.email)
    const now = new Date()
    // Waiting ten minutes for more: nothing yet (the approval's message aside).
    await drain(transport, now)
    expect(sent.map((mail) => mail.subject)).toEqual([`Jūsų skelbimas „${title}“ patvirtintas`])
    await drain(transport, new Date(now.getTime() + 11 * 60_000))
    expect(sent.map((mail) => mail.subject).slice(1)).toEqual([`3 nauji atsakymai į jūsų skelbimą „${title}“`])
    expect(sent[1]!.text).toContain(`Gavote 3 atsakymus į savo skelbimą „${title}“.`)
    expect(sent[1]!.text).not.toContain('Ar dar aktualu?')
  })

  it('warns of a classified’s expiry once however often the clock runs, then tells of it once', async () => {
    const poster = await newUser('laiskai-galiojimas')
    const title = `Nuomoju kambarį ${Date.now()}`
    const ad = await poster.client.from('classifieds').insert({ title, body: 'Šviesus kambarys.', category: 'Būstas', town: 'Lidsas', price: 500 } as TablesInsert<'classifieds'>).select('id').single()
    expect((await admin.from('classifieds').update({ status: 'approved' }).eq('id', ad.data!.id)).error).toBeNull()
    const { sent, transport } = recording(poster.email)
    const approvedAt = new Date()
    await drain(transport, approvedAt)
    expect(sent).toHaveLength(1)
    // Thirty days on: 27 days later it is three days from its end.
    const warned = new Date(approvedAt.getTime() + 27 * 86_400_000 + 3_600_000)
    for (let run = 0; run < 3; run += 1) await drain(transport, new Date(warned.getTime() + run * 3_600_000))
    expect(sent.slice(1).map((mail) => mail.subject)).toEqual([expect.stringMatching(new RegExp(`^Jūsų skelbimas „${title}“ baigs galioti \\d{4} m\\. \\S+ \\d{1,2} d\\.$`))])
    const expired = new Date(approvedAt.getTime() + 30 * 86_400_000 + 3_600_000)
    for (let run = 0; run < 3; run += 1) await drain(transport, new Date(expired.getTime() + run * 3_600_000))
    expect(sent.slice(2).map((mail) => mail.subject)).toEqual([`Jūsų skelbimo „${title}“ galiojimas baigėsi`])
    expect(sent[2]!.text).toContain('pratęskite jį 30 dienų savo paskyroje')
  })

  it('is claimed and settled by the service role only', async () => {
    const member = (await newUser('laiskai-kitas')).client
    for (const caller of [client(), member, admin]) {
      expect((await caller.rpc('claim_email_outbox', { batch: 1 })).error?.code).toBe('42501')
      expect((await caller.rpc('settle_email', { message_id: 1 })).error?.code).toBe('42501')
      expect((await caller.rpc('run_due_jobs', {})).error?.code).toBe('42501')
    }
  })

  it('runs as the dispatch-email function for the service role only', async () => {
    const refused = await fetch(`${apiUrl}/functions/v1/dispatch-email`, { method: 'POST', headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY.slice(0, -2)}xx` } })
    expect(refused.status).toBe(401)
    const { member, title } = await rejectedProposal('Per vėlai.')
    const ran = await fetch(`${apiUrl}/functions/v1/dispatch-email`, { method: 'POST', headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` } })
    expect(ran.status).toBe(200)
    const mailbox = (await (await fetch(`${apiUrl}/__dev/mail`)).json()) as Array<{ to: string; subject: string; headers: Record<string, string> }>
    expect(mailbox.find((mail) => mail.to === member.email)).toMatchObject({
      subject: `Jūsų renginys „${title}“ atmestas`,
      headers: { 'List-Unsubscribe': expect.stringMatching(/^<http:\/\/127\.0\.0\.1:\d+\/functions\/v1\/unsubscribe\?t=[\w.%-]+>$/), 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' },
    })
  })

  it('stops a kind of message with the one-click POST of its header, without a session, and answers 200 with no redirect', async () => {
    const { member } = await rejectedProposal('Pirmas atmetimas.')
    const { sent, transport } = recording(member.email)
    await drain(transport)
    const header = sent[0]!.headers['List-Unsubscribe']!
    const oneClick = header.slice(1, -1)
    expect(sent[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
    expect(sent[0]!.text).toContain(`${SITE}/laiskai/atsisakyti?t=`)

    // Opening the link shows the site's confirmation page.
    const opened = await fetch(oneClick, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    expect(opened.headers.get('location')).toMatch(new RegExp(`^${SITE}/laiskai/atsisakyti\\?t=`))
    // A forged or altered token is refused, and changes nothing.
    // (The signature's first character carries six bits of it: changed, the signature is another.)
    const forged = await fetch(oneClick.replace(/(t=[^.]+\.)(.)/, (_, head: string, char: string) => `${head}${char === 'A' ? 'B' : 'A'}`), { method: 'POST', body: 'List-Unsubscribe=One-Click' })
    expect(forged.status).toBe(400)
    // The mail client's POST.
    const clicked = await fetch(oneClick, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click', redirect: 'manual' })
    expect(clicked.status).toBe(200)
    expect(clicked.headers.get('location')).toBeNull()
    // The link turns off the e-mail only: the portal's notice of a decision stays.
    const { data } = await member.client.from('notification_preferences').select('paused, decisions, classified_replies, classified_expiry, portal_decisions').single()
    expect(data).toEqual({ paused: false, decisions: false, classified_replies: true, classified_expiry: true, portal_decisions: true })

    // The next decision writes no e-mail.
    const again = await member.client
      .from('events')
      .insert({ title: `Antras ${Date.now()}`, description: 'Bandomasis renginys.', category: 'Kultūra', starts_at: inDays(31), ends_at: inDays(31, 21), town: 'Lidsas', region: 'Anglija' } as TablesInsert<'events'>)
      .select('id')
      .single()
    expect((await admin.from('events').update({ status: 'rejected', rejection_reason: 'Antras atmetimas.' }).eq('id', again.data!.id)).error).toBeNull()
    await drain(transport)
    expect(sent).toHaveLength(1)
  })

  it('sends a member who paused e-mail nothing, and keeps each member’s preferences their own', async () => {
    const member = await newUser('laiskai-pauze')
    const saved = await member.client.rpc('set_notification_preferences', notificationPreferences({ paused: true }))
    expect(saved.error).toBeNull()
    expect(saved.data).toMatchObject({ user_id: member.user!.id, paused: true })
    const proposed = await member.client
      .from('events')
      .insert({ title: `Pauzė ${Date.now()}`, description: 'Bandomasis renginys.', category: 'Kultūra', starts_at: inDays(32), ends_at: inDays(32, 21), town: 'Lidsas', region: 'Anglija' } as TablesInsert<'events'>)
      .select('id')
      .single()
    expect((await admin.from('events').update({ status: 'rejected', rejection_reason: 'Atmesta pauzės metu.' }).eq('id', proposed.data!.id)).error).toBeNull()
    const { sent, transport } = recording(member.email)
    await drain(transport)
    expect(sent).toEqual([])
    // Nobody else reads it, nor writes it; signed out, nothing at all.
    const other = await newUser('laiskai-pauze-kitas')
    expect((await other.client.from('notification_preferences').select('user_id').eq('user_id', member.user!.id)).data).toEqual([])
    expect((await client().rpc('set_notification_preferences', notificationPreferences())).error?.code).toBe('42501')
    expect((await other.client.rpc('unsubscribe_email', { account: member.user!.id, message_kind: 'decision' })).error?.code).toBe('42501')
  })

  it('tells an administrator what waits, gathered into one message, or once a day as a digest if they chose it', async () => {
    const admin2 = await newUser('laiskai-administratorius')
    expect((await serviceClient().from('admin_users').insert({ id: admin2.user!.id, email: admin2.email, role: 'admin' })).error).toBeNull()
    try {
      const members = await Promise.all([newUser('laiskai-eile-1'), newUser('laiskai-eile-2')])
      for (const [index, member] of members.entries()) {
        const proposed = await member.client
          .from('events')
          .insert({ title: `Eilėje ${index} ${Date.now()}`, description: 'Bandomasis renginys.', category: 'Kultūra', starts_at: inDays(33), ends_at: inDays(33, 21), town: 'Lidsas', region: 'Anglija' } as TablesInsert<'events'>)
        expect(proposed.error).toBeNull()
      }
      const { sent, transport } = recording(admin2.email)
      const now = new Date()
      await drain(transport, now)
      expect(sent).toEqual([])
      await drain(transport, new Date(now.getTime() + 11 * 60_000))
      expect(sent.map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Laukia sprendimo: \d+ nauj(i įrašai|ų įrašų)$/)])
      expect(sent[0]!.text).toContain(`${SITE}/admin/moderavimas`)

      // The daily digest instead: nothing gathered, one digest from 07:00 UK time, once that day.
      expect((await admin2.client.rpc('set_notification_preferences', notificationPreferences({ admin_queue: 'daily' }))).error).toBeNull()
      const morning = new Date(Date.UTC(2031, 0, 15, 6, 30))
      await drain(transport, morning)
      expect(sent).toHaveLength(1)
      await drain(transport, new Date(Date.UTC(2031, 0, 15, 7, 30)))
      await drain(transport, new Date(Date.UTC(2031, 0, 15, 12, 0)))
      expect(sent.slice(1).map((mail) => mail.subject)).toEqual([expect.stringMatching(/^Šiandien laukia sprendimo: \d+ įraš/)])
      expect(sent[1]!.text).toMatch(/Renginių pasiūlymai: \d+/)
    } finally {
      await serviceClient().from('admin_users').update({ is_active: false }).eq('id', admin2.user!.id)
    }
  })
})
