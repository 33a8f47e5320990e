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
