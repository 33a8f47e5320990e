/**
 * The header's count of unread decisions: administrators' decisions on a member's submissions
 * since the member last opened their account page, counted for the member alone.
 */
import { describe, expect, it } from 'vitest'
import { client, newUser, serviceClient, signInAs } from './helpers'

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString()

describe('unread decisions', () => {
  it('count the decisions on a member’s submissions until they have seen them', async () => {
    const member = await newUser('sprendimai')
    const admin = (await signInAs('admin')).client
    const unread = async () => (await member.client.rpc('unread_decisions')).data
    expect(await unread()).toBe(0)

    const event = await member.client
      .from('events')
      .insert({ title: 'Sprendimo renginys', description: 'Renginys sprendimui.', category: 'Kultūra', starts_at: inDays(9), ends_at: inDays(10), town: 'Lidsas', region: 'Anglija' })
      .select('id')
      .single()
    const ad = await member.client.from('classifieds').insert({ title: 'Sprendimo skelbimas', body: 'Skelbimas sprendimui.', category: 'Kita' as never, town: 'Lidsas' }).select('id').single()
    expect(ad.error?.code).toBe('23514')
    const classified = await member.client.from('classifieds').insert({ title: 'Sprendimo skelbimas', body: 'Skelbimas sprendimui.', category: 'Parduoda', town: 'Lidsas' }).select('id').single()
    expect(await unread()).toBe(0)

    await admin.from('events').update({ status: 'approved' }).eq('id', event.data!.id)
    await admin.from('classifieds').update({ status: 'rejected', rejection_reason: 'Netinkama kategorija.' }).eq('id', classified.data!.id)
    expect(await unread()).toBe(2)

    expect((await member.client.rpc('mark_decisions_seen')).error).toBeNull()
    expect(await unread()).toBe(0)
    expect((await client().rpc('mark_decisions_seen')).error?.code).toBe('42501')
  })

  it('count the decisions on a manager’s articles, and none on an administrator’s own', async () => {
    const manager = await newUser('sprendimai-straipsniai')
    const signedIn = await signInAs('admin')
    const admin = signedIn.client
    const service = serviceClient()
    const slug = `sprendimu-irasas-${Date.now()}`
    const entry = (await service.from('directory_entries').insert({ directory: 'communities', slug, status: 'published', name: 'Sprendimų bendruomenė' }).select('id').single()).data!
    await service.from('entry_managers').insert({ entry_id: entry.id, user_id: manager.user!.id }).throwOnError()
    try {
      const unread = async (who = manager.client) => (await who.rpc('unread_decisions')).data
      const write = (title: string) =>
        manager.client.from('articles').insert({ title, lead: 'Straipsnis sprendimui.', body: 'Straipsnio tekstas.', category: 'Bendruomenė', entry_id: entry.id, status: 'pending' }).select('id').single()
      const approved = await write('Tvirtinamas straipsnis')
      const rejected = await write('Atmetamas straipsnis')
      expect(await unread()).toBe(0)

      await admin.from('articles').update({ status: 'published' }).eq('id', approved.data!.id).throwOnError()
      await admin.from('articles').update({ status: 'rejected', rejection_reason: 'Trūksta šaltinių.' }).eq('id', rejected.data!.id).throwOnError()
      expect(await unread()).toBe(2)
      expect((await manager.client.rpc('mark_decisions_seen')).error).toBeNull()
      expect(await unread()).toBe(0)

      // An administrator publishing their own article decided nothing for themselves.
      await admin.rpc('mark_decisions_seen').throwOnError()
      await admin.from('articles').insert({ title: 'Administratorės straipsnis', lead: 'Straipsnis be sprendimo.', body: 'Tekstas.', category: 'Kultūra', entry_id: entry.id, status: 'published' }).throwOnError()
      expect(await unread(admin)).toBe(0)
    } finally {
      await service.from('articles').delete().eq('entry_id', entry.id)
      await service.from('directory_entries').delete().eq('id', entry.id)
    }
  })
})
