/**
 * The language of a member's e-mail: the page they signed up on sets it, they change it (their
 * own only; signed-out visitors never), every message in the outbox carries its recipient's
 * language, and the dispatcher writes it in that language with links to the English pages.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { TablesInsert } from '../../src/lib/supabase/database.types'
import { client, newUser, notificationPreferences, serviceClient, signInAs, signUpAndConfirm, uniqueEmail, type Client } from './helpers'
import { drain, recorder, SITE } from './outbox'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

let admin: Client

beforeAll(async () => {
  admin = (await signInAs('admin')).client
})

/** `member`'s event proposal titled `title`. */
async function propose(member: Client, title: string) {
  const { data, error } = await member
    .from('events')
    .insert({ title, description: 'Renginys laiškų kalbai.', category: 'Kultūra', starts_at: inDays(20), ends_at: inDays(21), town: 'Lidsas', region: 'Anglija' } as TablesInsert<'events'>)
    .select('id, slug')
    .single()
  if (error) throw error
  return data
}

const localeOf = async (id: string) => (await serviceClient().from('profiles').select('locale').eq('id', id).single().throwOnError()).data.locale

describe('the language of e-mail', () => {
  it('is English for a member who signed up on an English page, and their decision comes in English with English links', async () => {
    const email = uniqueEmail('kalba-en')
    const { client: member, user } = await signUpAndConfirm(email, 'Slaptas123!', { first_name: 'Ona', last_name: 'English', locale: 'en' })
    expect(await localeOf(user.id)).toBe('en')

    const title = `English event ${Date.now()}`
    const event = await propose(member, title)
    await admin.from('events').update({ status: 'rejected', rejection_reason: 'Not in the UK.' }).eq('id', event.id).throwOnError()
    const mail = recorder(email)
    await drain(mail.transport)
    const [sent] = mail.to(email)
    expect(sent?.subject).toBe(`Your event ‘${title}’ has been rejected`)
    expect(sent?.text).toContain('Reason given by the administrators: Not in the UK.')
    expect(sent?.text).toContain(`${SITE}/en/paskyra`)
    expect(sent?.text).toMatch(new RegExp(`Unsubscribe with one click: ${SITE}/en/laiskai/atsisakyti\\?t=[\\w.%-]+`))
    expect(sent?.headers['List-Unsubscribe']).toMatch(/\/functions\/v1\/unsubscribe\?t=[\w.%-]+&lang=en>$/)
    expect(sent?.html).toContain('<html lang="en-GB">')

    // A person who opens the one-click address is sent to the English page.
    const oneClick = sent!.headers['List-Unsubscribe']!.slice(1, -1)
    const opened = await fetch(oneClick, { redirect: 'manual' })
    expect(opened.status).toBe(303)
    expect(new URL(opened.headers.get('location') ?? '').pathname).toBe('/en/laiskai/atsisakyti')
  })

  it('is Lithuanian for anything else the sign-up names, and a member switches their own', async () => {
    const email = uniqueEmail('kalba-kita')
    const { client: member, user } = await signUpAndConfirm(email, 'Slaptas123!', { first_name: 'Jonas', locale: 'de' })
    expect(await localeOf(user.id)).toBe('lt')

    const changed = await member.from('profiles').update({ locale: 'en' }).eq('id', user.id).select('locale')
    expect(changed.error).toBeNull()
    expect(changed.data).toEqual([{ locale: 'en' }])
    const event = await propose(member, `Switched ${Date.now()}`)
    await admin.from('events').update({ status: 'approved' }).eq('id', event.id).throwOnError()
    const mail = recorder(email)
    await drain(mail.transport)
    expect(mail.subjects(email)).toEqual([expect.stringMatching(/^Your event ‘Switched \d+’ has been approved$/)])
    expect(mail.to(email)[0]?.text).toContain(`Visitors can now see it: ${SITE}/en/renginiai/${event.slug}`)

    // Back to Lithuanian: the next message is Lithuanian again.
    await member.from('profiles').update({ locale: 'lt' }).eq('id', user.id).throwOnError()
    const next = await propose(member, `Atgal ${Date.now()}`)
    await admin.from('events').update({ status: 'approved' }).eq('id', next.id).throwOnError()
    await drain(mail.transport)
    expect(mail.subjects(email)[1]).toMatch(/^Jūsų renginys „Atgal \d+“ patvirtintas$/)

    expect((await member.from('profiles').update({ locale: 'fr' }).eq('id', user.id)).error?.code).toBe('23514')
  })

  it('is changed by no one but the member: not another member, not a signed-out visitor', async () => {
    const [owner, other] = await Promise.all([newUser('kalba-savininkas'), newUser('kalba-kitas')])
    const foreign = await other.client.from('profiles').update({ locale: 'en' }).eq('id', owner.user!.id).select('locale')
    expect(foreign.data).toEqual([])
    expect(await localeOf(owner.user!.id)).toBe('lt')

    const signedOut = await client().from('profiles').update({ locale: 'en' }).eq('id', owner.user!.id)
    expect(signedOut.error?.code).toBe('42501')
    expect(await localeOf(owner.user!.id)).toBe('lt')
  })

  it('writes an administrator’s queue mail in their own language, the language stamped on the outbox row', async () => {
    const admin2 = await newUser('kalba-administratorius')
    expect((await serviceClient().from('admin_users').insert({ id: admin2.user!.id, email: admin2.email, role: 'admin' })).error).toBeNull()
    try {
      await admin2.client.from('profiles').update({ locale: 'en' }).eq('id', admin2.user!.id).throwOnError()
      expect((await admin2.client.rpc('set_notification_preferences', notificationPreferences())).error).toBeNull()
      const member = await newUser('kalba-eile')
      await propose(member.client, `Queue ${Date.now()}`)

      // What the dispatcher claims once the ten minutes have gathered: the row names its language.
      const later = new Date(Date.now() + 11 * 60_000)
      const claimed = await serviceClient().rpc('claim_email_outbox', { batch: 100, claimed_at: later.toISOString() })
      expect(claimed.error).toBeNull()
      const rows = claimed.data!.filter((row) => row.to_email === admin2.email.toLowerCase())
      expect(rows.map(({ kind, locale }) => ({ kind, locale }))).toEqual([{ kind: 'admin_queue', locale: 'en' }])
      // Settled as failed once, to be tried again a minute on: the dispatcher then sends it.
      for (const row of claimed.data!) {
        const failure = row.id === rows[0]!.id ? { failure: 'try again' } : {}
        await serviceClient().rpc('settle_email', { message_id: row.id, ...failure, settled_at: later.toISOString() }).throwOnError()
      }
      const mail = recorder(admin2.email)
      await drain(mail.transport, new Date(later.getTime() + 2 * 60_000))
      expect(mail.subjects(admin2.email)).toEqual([expect.stringMatching(/^Awaiting a decision: \d+ new items?$/)])
      // The administrators' pages are Lithuanian only.
      expect(mail.to(admin2.email)[0]?.text).toContain(`Review them: ${SITE}/admin/moderavimas`)
    } finally {
      await serviceClient().from('admin_users').update({ is_active: false }).eq('id', admin2.user!.id)
    }
  })
})
