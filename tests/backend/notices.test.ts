/**
 * In-portal notices: the transaction that writes a member's e-mail writes their notice too, on
 * the channels they chose for its kind; each member reads and counts only their own, and marks
 * them read; replies to a classified gather into one unread notice that counts them.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import type { TablesInsert } from '../../src/lib/supabase/database.types'
import { client, newUser, notificationPreferences, serviceClient, signInAs, type Client } from './helpers'
import { drain, recorder } from './outbox'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()
const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`

let admin: Client

beforeAll(async () => {
  admin = (await signInAs('admin')).client
})

/** A member's event proposal titled `title`. */
async function propose(member: Client, title: string) {
  const { data, error } = await member
    .from('events')
    .insert({ title, description: 'Renginys pranešimams.', category: 'Kultūra', starts_at: inDays(9), ends_at: inDays(10), town: 'Lidsas', region: 'Anglija' } as TablesInsert<'events'>)
    .select('id, slug')
    .single()
  if (error) throw error
  return data
}

const unread = async (who: Client) => {
  const { data, error } = await who.rpc('unread_notices')
  expect(error).toBeNull()
  return data
}

describe('notices', () => {
  it('tell a member of a decision on what they submitted, for them alone to read, count and mark read', async () => {
    const member = await newUser('pranesimai')
    const other = await newUser('pranesimai-kitas')
    expect(await unread(member.client)).toBe(0)

    const event = await propose(member.client, `Pranešimo renginys ${stamp}`)
    const classified = await member.client.from('classifieds').insert({ title: `Pranešimo skelbimas ${stamp}`, body: 'Skelbimas sprendimui.', category: 'Parduoda', town: 'Lidsas' }).select('id').single()
    expect(classified.error).toBeNull()
    // Nothing is decided yet.
    expect(await unread(member.client)).toBe(0)

    await admin.from('events').update({ status: 'approved' }).eq('id', event.id).throwOnError()
    await admin.from('classifieds').update({ status: 'rejected', rejection_reason: 'Netinkama kategorija.' }).eq('id', classified.data!.id).throwOnError()
    expect(await unread(member.client)).toBe(2)
    const { data: notices } = await member.client.from('notices').select('user_id, kind, payload, read_at').order('id')
    expect(notices).toEqual([
      { user_id: member.user!.id, kind: 'decision', payload: { item: 'event', outcome: 'approved', title: `Pranešimo renginys ${stamp}`, reason: null, slug: event.slug }, read_at: null },
      {
        user_id: member.user!.id,
        kind: 'decision',
        payload: { item: 'classified', outcome: 'rejected', title: `Pranešimo skelbimas ${stamp}`, reason: 'Netinkama kategorija.', slug: null },
        read_at: null,
      },
    ])

    // Another member sees none of them, counts none, and marks none read.
    expect((await other.client.from('notices').select('id').eq('user_id', member.user!.id)).data).toEqual([])
    expect(await unread(other.client)).toBe(0)
    expect((await other.client.rpc('mark_notices_read')).error).toBeNull()
    expect(await unread(member.client)).toBe(2)
    // Signed out: nothing at all.
    expect((await client().from('notices').select('id')).error?.code).toBe('42501')
    expect((await client().rpc('unread_notices')).error?.code).toBe('42501')
    expect((await client().rpc('mark_notices_read')).error?.code).toBe('42501')
    // Nobody writes one through the API, nor marks one read but through the function.
    expect((await member.client.from('notices').update({ read_at: null }).eq('user_id', member.user!.id)).error?.code).toBe('42501')
    expect((await member.client.from('notices').insert({ user_id: member.user!.id, kind: 'decision', dedupe_key: `forged-${stamp}` })).error?.code).toBe('42501')

    expect((await member.client.rpc('mark_notices_read')).error).toBeNull()
    expect(await unread(member.client)).toBe(0)
    const read = await member.client.from('notices').select('read_at')
    expect(read.data).toHaveLength(2)
    for (const notice of read.data!) expect(notice.read_at).not.toBeNull()
  })

  it('are left out when the member turns the portal channel off, while the e-mail still goes', async () => {
    const member = await newUser('pranesimai-be-portalo')
    const saved = await member.client.rpc('set_notification_preferences', notificationPreferences({ portal_decisions: false }))
    expect(saved.error).toBeNull()
    expect(saved.data).toMatchObject({ user_id: member.user!.id, decisions: true, portal_decisions: false })

    const title = `Be pranešimo ${stamp}`
    const event = await propose(member.client, title)
    await admin.from('events').update({ status: 'rejected', rejection_reason: 'Ne lietuvių renginys.' }).eq('id', event.id).throwOnError()
    expect(await unread(member.client)).toBe(0)
    expect((await member.client.from('notices').select('id')).data).toEqual([])

    const mail = recorder(member.email)
    await drain(mail.transport)
    expect(mail.subjects(member.email)).toEqual([`Jūsų renginys „${title}“ atmestas`])

    // And the other way round: e-mail off, the notice stays.
    await member.client.rpc('set_notification_preferences', notificationPreferences({ decisions: false })).throwOnError()
    const second = await propose(member.client, `Tik pranešimas ${stamp}`)
    await admin.from('events').update({ status: 'approved' }).eq('id', second.id).throwOnError()
    expect(await unread(member.client)).toBe(1)
    await drain(mail.transport)
    expect(mail.subjects(member.email)).toHaveLength(1)
  })

  it('gather replies to a classified into one unread notice that counts them', async () => {
    const poster = await newUser('pranesimai-skelbimas')
    const title = `Parduodu stalą ${stamp}`
    const ad = await poster.client.from('classifieds').insert({ title, body: 'Ąžuolinis stalas.', category: 'Parduoda', town: 'Lidsas', price: 60 } as TablesInsert<'classifieds'>).select('id').single()
    expect(ad.error).toBeNull()
    await admin.from('classifieds').update({ status: 'approved' }).eq('id', ad.data!.id).throwOnError()
    await poster.client.rpc('mark_notices_read').throwOnError()

    const readers = await Promise.all([newUser('pranesimai-atsakymas-1'), newUser('pranesimai-atsakymas-2'), newUser('pranesimai-atsakymas-3')])
    for (const reader of readers) {
      expect((await reader.client.from('classified_replies').insert({ classified_id: ad.data!.id, body: 'Ar dar parduodate?' })).error).toBeNull()
    }
    expect(await unread(poster.client)).toBe(1)
    const gathered = await poster.client.from('notices').select('kind, payload').is('read_at', null)
    expect(gathered.data).toEqual([{ kind: 'classified_replies', payload: { title, count: 3 } }])
    // The replier hears nothing of their own reply.
    for (const reader of readers) expect(await unread(reader.client)).toBe(0)

    // Once read, the next reply starts a new notice.
    await poster.client.rpc('mark_notices_read').throwOnError()
    expect((await readers[0]!.client.from('classified_replies').insert({ classified_id: ad.data!.id, body: 'Ar galiu atvažiuoti šiandien?' })).error).toBeNull()
    expect((await poster.client.from('notices').select('kind, payload').is('read_at', null)).data).toEqual([{ kind: 'classified_replies', payload: { title, count: 1 } }])
    expect((await poster.client.from('notices').select('id').eq('kind', 'classified_replies')).data).toHaveLength(2)
  })

  it('tell a manager of decisions on their articles, and an administrator nothing of their own', async () => {
    const manager = await newUser('pranesimai-straipsniai')
    const service = serviceClient()
    const slug = `pranesimu-irasas-${stamp}`
    const entry = (await service.from('directory_entries').insert({ directory: 'communities', slug, status: 'published', name: 'Pranešimų bendruomenė' }).select('id').single()).data!
    await service.from('entry_managers').insert({ entry_id: entry.id, user_id: manager.user!.id }).throwOnError()
    try {
      const write = (title: string) =>
        manager.client.from('articles').insert({ title, lead: 'Straipsnis sprendimui.', body: 'Straipsnio tekstas.', category: 'Bendruomenė', entry_id: entry.id, status: 'pending' }).select('id').single()
      const approved = await write('Tvirtinamas straipsnis')
      const rejected = await write('Atmetamas straipsnis')
      expect(await unread(manager.client)).toBe(0)

      await admin.from('articles').update({ status: 'published' }).eq('id', approved.data!.id).throwOnError()
      await admin.from('articles').update({ status: 'rejected', rejection_reason: 'Trūksta šaltinių.' }).eq('id', rejected.data!.id).throwOnError()
      expect(await unread(manager.client)).toBe(2)
      const { data } = await manager.client.from('notices').select('payload').order('id')
      expect(data!.map((notice) => notice.payload)).toEqual([
        expect.objectContaining({ item: 'article', outcome: 'approved', title: 'Tvirtinamas straipsnis' }),
        expect.objectContaining({ item: 'article', outcome: 'rejected', title: 'Atmetamas straipsnis', reason: 'Trūksta šaltinių.' }),
      ])

      // An administrator publishing their own article decided nothing for themselves.
      await admin.rpc('mark_notices_read').throwOnError()
      await admin.from('articles').insert({ title: 'Administratorės straipsnis', lead: 'Straipsnis be sprendimo.', body: 'Tekstas.', category: 'Kultūra', entry_id: entry.id, status: 'published' }).throwOnError()
      expect(await unread(admin)).toBe(0)
    } finally {
      await service.from('articles').delete().eq('entry_id', entry.id)
      await service.from('directory_entries').delete().eq('id', entry.id)
    }
  })
})
