import { beforeAll, describe, expect, it } from 'vitest'
import { addCommunities, serviceClient } from '../helpers'
import { personas, seesNothing, type Persona } from './personas'

let p: Awaited<ReturnType<typeof personas>>
const community = { community_id: 'rls-bendruomene', community_name: 'RLS bendruomenė' }
const request = (who: Persona, extra: Record<string, unknown> = {}) => ({ user_id: who.id!, ...community, reason: 'participate', status: 'pending', ...extra })

beforeAll(async () => {
  await addCommunities(community.community_id, 'kita', 'svetima', 'apgaule-1', 'apgaule-2')
  p = await personas()
})

describe('community_memberships access matrix', () => {
  it('anon can neither read nor write', async () => {
    expect(seesNothing(await p.anon.client.from('community_memberships').select('*'))).toBe(true)
    const { error } = await p.anon.client.from('community_memberships').insert({ ...request(p.userA), user_id: p.userA.id! })
    expect(error?.code).toBe('42501')
  })

  it('a user creates their own pending request and reads only their own rows', async () => {
    expect((await p.userA.client.from('community_memberships').insert(request(p.userA))).error).toBeNull()
    expect((await p.userB.client.from('community_memberships').insert(request(p.userB, { community_id: 'kita' }))).error).toBeNull()
    const mine = await p.userA.client.from('community_memberships').select('user_id')
    expect(mine.data!.every((row) => row.user_id === p.userA.id)).toBe(true)
    expect(mine.data!.length).toBeGreaterThan(0)
  })

  it('a user cannot create a membership for someone else', async () => {
    const { error } = await p.userA.client.from('community_memberships').insert(request(p.userB, { community_id: 'svetima' }))
    expect(error?.code).toBe('42501')
  })

  it('a user cannot approve their own paid membership by insert, update or upsert', async () => {
    const insert = await p.userA.client.from('community_memberships').insert(request(p.userA, { community_id: 'apgaule-1', status: 'approved', membership_type: 'member' }))
    expect(insert.error?.code).toBe('42501')

    const update = await p.userA.client.from('community_memberships').update({ status: 'approved' }).eq('user_id', p.userA.id!).eq('community_id', community.community_id).select()
    expect(update.error?.code).toBe('42501')

    const upsert = await p.userA.client
      .from('community_memberships')
      .upsert(request(p.userA, { status: 'approved', membership_type: 'member' }), { onConflict: 'user_id,community_id' })
    expect(upsert.error?.code).toBe('42501')

    const { data } = await serviceClient().from('community_memberships').select('status, membership_type').eq('user_id', p.userA.id!).eq('community_id', community.community_id).single()
    expect(data).toEqual({ status: 'pending', membership_type: 'member' })
  })

  it('a user cannot forge who decided, nor update or delete another user\'s row', async () => {
    const forged = await p.userA.client.from('community_memberships').insert(request(p.userA, { community_id: 'apgaule-2', decided_by: p.admin.id }) as never)
    expect(forged.error).not.toBeNull()
    const other = await p.userA.client.from('community_memberships').update({ reason: 'information' }).eq('user_id', p.userB.id!).select()
    expect(other.data).toEqual([])
    // Nobody deletes memberships through the API (no grant); accounts go with delete_own_account().
    const removed = await p.userA.client.from('community_memberships').delete().eq('user_id', p.userB.id!)
    expect(removed.error?.code).toBe('42501')
  })

  it('an inactive admin has no admin rights; an active admin reads all and decides', async () => {
    const inactive = await p.inactiveAdmin.client.from('community_memberships').update({ status: 'approved' }).eq('user_id', p.userA.id!).select()
    expect(inactive.data).toEqual([])
    const all = await p.admin.client.from('community_memberships').select('user_id').in('user_id', [p.userA.id!, p.userB.id!])
    expect(new Set(all.data!.map((r) => r.user_id))).toEqual(new Set([p.userA.id, p.userB.id]))

    const approved = await p.admin.client
      .from('community_memberships')
      .update({ status: 'approved' })
      .eq('user_id', p.userA.id!)
      .eq('community_id', community.community_id)
      .select('status, decided_by, decided_at')
      .single()
    expect(approved.data?.status).toBe('approved')
    expect(approved.data?.decided_by).toBe(p.admin.id)
    expect(approved.data?.decided_at).toBeTruthy()

    const noReason = await p.admin.client.from('community_memberships').update({ status: 'rejected' }).eq('user_id', p.userB.id!).select()
    expect(noReason.error?.code).toBe('23514')
    const rejected = await p.admin.client
      .from('community_memberships')
      .update({ status: 'rejected', rejection_reason: 'Ne šio regiono gyventojas' })
      .eq('user_id', p.userB.id!)
      .select('status, rejection_reason')
      .single()
    expect(rejected.data).toEqual({ status: 'rejected', rejection_reason: 'Ne šio regiono gyventojas' })
  })
})
