/**
 * The escalations that matter beyond the matrix's single cells: making oneself
 * an administrator, trusting user_metadata, reaching other people's data, forging columns the
 * database owns. Membership escalations are in community-memberships.test.ts.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { serviceClient } from '../helpers'
import { personas, seesNothing, type Personas } from './personas'

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')

let p: Personas
beforeAll(async () => {
  p = await personas()
})

describe('other people’s data', () => {
  it('a user reads neither another user’s profile nor anyone’s enquiries', async () => {
    expect((await p.userA.client.from('profiles').select('id').eq('id', p.userB.id!)).data).toEqual([])
    expect((await p.userA.client.from('profiles').update({ city: 'Niekur' }).eq('id', p.userB.id!).select()).data).toEqual([])
    for (const who of [p.anon, p.userA, p.inactiveAdmin]) {
      expect(seesNothing(await who.client.from('contacts').select('*')), who.name).toBe(true)
    }
  })

  it('a user cannot change their id or e-mail column', async () => {
    const { error } = await p.userA.client.from('profiles').update({ email: 'kitas@example.org' } as never).eq('id', p.userA.id!)
    expect(error?.code).toBe('42501')
    const { error: idError } = await p.userA.client.from('profiles').update({ id: p.userB.id } as never).eq('id', p.userA.id!)
    expect(idError?.code).toBe('42501')
  })

  it('an enquiry cannot be sent pre-triaged: status and priority are the database’s', async () => {
    const forced = await p.anon.client.from('contacts').insert({ name: 'A', email: 'a@example.org', message: 'x', status: 'resolved', priority: 'high' } as never)
    expect(forced.error?.code).toBe('42501')
  })
})

describe('becoming an administrator', () => {
  it('nobody inserts themself into admin_users', async () => {
    for (const who of [p.anon, p.userA, p.inactiveAdmin]) {
      const { error } = await who.client.from('admin_users').insert({ id: who.id ?? p.userA.id!, email: 'x@example.org', role: 'super_admin' })
      expect(error?.code, who.name).toBe('42501')
    }
    const { data } = await serviceClient().from('admin_users').select('id').eq('id', p.userA.id!)
    expect(data).toEqual([])
  })

  it('an inactive administrator cannot reactivate themself', async () => {
    const activate = await p.inactiveAdmin.client.from('admin_users').update({ is_active: true }).eq('id', p.inactiveAdmin.id!).select()
    expect(activate.error?.code).toBe('42501')
    const { data } = await serviceClient().from('admin_users').select('is_active').eq('id', p.inactiveAdmin.id!).single()
    expect(data?.is_active).toBe(false)
  })

  it('an admin role in one’s own user_metadata grants nothing', async () => {
    expect((await p.userB.client.auth.updateUser({ data: { role: 'super_admin', is_admin: true } })).error).toBeNull()
    const { data: session } = await p.userB.client.auth.refreshSession()
    expect(session.user?.user_metadata).toMatchObject({ role: 'super_admin' })
    expect((await p.userB.client.from('contacts').select('*')).data).toEqual([])
    expect((await p.userB.client.from('admin_users').select('*')).data).toEqual([])
    expect((await p.userB.client.from('directory_entries').insert({ directory: 'media', slug: `isilauzimas-${Date.now()}`, name: 'X', details: { category: 'Portalai' } })).error?.code).toBe('42501')
    const upload = await p.userB.client.storage.from('admin-media').upload(`${Date.now()}-x.png`, new Blob([png], { type: 'image/png' }))
    expect(upload.error).toMatchObject({ statusCode: '403' })
  })

  it('members see no admin rows; an admin reads them', async () => {
    expect((await p.userA.client.from('admin_users').select('*')).data).toEqual([])
    expect((await p.admin.client.from('admin_users').select('email').eq('is_active', true)).data).toContainEqual({ email: 'admin@bendruomene.test' })
  })
})

describe('chat', () => {
  let room: string
  let ownMessage: string
  beforeAll(async () => {
    const service = serviceClient()
    const { data, error } = await service.from('chat_rooms').insert({ slug: `isilauzimas-${Date.now()}`, kind: 'open', name: 'Įsilaužimas' }).select('id').single()
    if (error) throw error
    room = data.id
    const posted = await p.userA.client.from('chat_messages').insert({ room_id: room, body: 'Mano žinutė' }).select('id').single()
    if (posted.error) throw posted.error
    ownMessage = posted.data.id
  })

  it('a member cannot move their message, change its author or its time', async () => {
    for (const patch of [{ room_id: room }, { author_id: p.userB.id! }, { created_at: new Date(0).toISOString() }, { author_name: 'Administratorė' }, { edited_at: null }]) {
      const { error } = await p.userA.client.from('chat_messages').update(patch).eq('id', ownMessage)
      expect(error?.code, Object.keys(patch)[0]).toBe('42501')
    }
  })

  it('a member cannot start a topic in someone else’s name, nor a room of another kind', async () => {
    const forged = await p.userA.client.from('chat_rooms').insert({ kind: 'topic', name: 'Svetima tema', topic_category: 'bustas', created_by: p.userB.id })
    expect(forged.error?.code).toBe('42501')
    const open = await p.userA.client.from('chat_rooms').insert({ kind: 'open', slug: `mano-${Date.now()}`, name: 'Mano kambarys' })
    expect(open.error?.code).toBe('42501')
  })

  it('an admin role in one’s own user_metadata hides, mutes and resolves nothing', async () => {
    expect((await p.userB.client.auth.updateUser({ data: { role: 'super_admin', is_admin: true } })).error).toBeNull()
    await p.userB.client.auth.refreshSession()
    const hide = await p.userB.client.from('chat_messages').update({ hidden_at: new Date().toISOString() }).eq('id', ownMessage).select('id')
    expect(hide.data ?? []).toEqual([])
    const mute = await p.userB.client.from('chat_mutes').insert({ user_id: p.userA.id!, until: new Date(Date.now() + 600_000).toISOString() })
    expect(mute.error?.code).toBe('42501')
    const { data } = await serviceClient().from('chat_messages').select('hidden_at').eq('id', ownMessage).single()
    expect(data?.hidden_at).toBeNull()
  })

  it('an inactive administrator is a member in chat: no hiding, no muting', async () => {
    const hide = await p.inactiveAdmin.client.from('chat_messages').update({ hidden_at: new Date().toISOString() }).eq('id', ownMessage).select('id')
    expect(hide.data ?? []).toEqual([])
    const mute = await p.inactiveAdmin.client.from('chat_mutes').insert({ user_id: p.userA.id!, until: new Date(Date.now() + 600_000).toISOString() })
    expect(mute.error?.code).toBe('42501')
  })
})
