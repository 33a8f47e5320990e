/**
 * The header's count of unread decisions: administrators' decisions on a member's submissions
 * since the member last opened their account page, counted for the member alone.
 */
import { describe, expect, it } from 'vitest'
import { client, newUser, signInAs } from './helpers'

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
})
