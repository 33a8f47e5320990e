import { beforeAll, describe, expect, it } from 'vitest'
import { serviceClient } from '../helpers'
import { personas, seesNothing } from './personas'

let p: Awaited<ReturnType<typeof personas>>
beforeAll(async () => {
  p = await personas()
})

describe('profiles', () => {
  it('each user reads and updates only their own; admins read all; anon none', async () => {
    expect(seesNothing(await p.anon.client.from('profiles').select('*'))).toBe(true)
    const mine = await p.userA.client.from('profiles').select('id')
    expect(mine.data!.map((r) => r.id)).toEqual([p.userA.id])
    const others = await p.userA.client.from('profiles').update({ city: 'Niekur' }).eq('id', p.userB.id!).select()
    expect(others.data).toEqual([])
    const own = await p.userA.client.from('profiles').update({ city: 'Leeds' }).eq('id', p.userA.id!).select('city').single()
    expect(own.data).toEqual({ city: 'Leeds' })
    const all = await p.admin.client.from('profiles').select('id').in('id', [p.userA.id!, p.userB.id!])
    expect(all.data).toHaveLength(2)
    expect((await p.inactiveAdmin.client.from('profiles').select('id').eq('id', p.userA.id!)).data).toEqual([])
  })

  it('a user cannot change their id or e-mail column', async () => {
    const { error } = await p.userA.client.from('profiles').update({ email: 'kitas@example.org' } as never).eq('id', p.userA.id!)
    expect(error?.code).toBe('42501')
  })
})

describe('contacts', () => {
  it('anyone sends an enquiry, forced to new/normal; only admins read and change', async () => {
    const sent = await p.anon.client.from('contacts').insert({ name: 'Anonimas', email: 'anon@example.org', message: 'Sveiki' })
    expect(sent.error).toBeNull()
    const forced = await p.anon.client.from('contacts').insert({ name: 'A', email: 'a@example.org', message: 'x', status: 'resolved', priority: 'high' } as never)
    expect(forced.error?.code).toBe('42501')
    for (const who of [p.anon, p.userA, p.inactiveAdmin]) {
      expect(seesNothing(await who.client.from('contacts').select('*'))).toBe(true)
      expect(seesNothing(await who.client.from('contacts').update({ status: 'resolved' }).eq('name', 'Anonimas').select())).toBe(true)
    }
    const read = await p.admin.client.from('contacts').select('status, priority').eq('name', 'Anonimas')
    expect(read.data).toEqual([{ status: 'new', priority: 'normal' }])
  })
})

describe('organisations, benefits, logos and media: public read, admin write', () => {
  const writes = {
    organizations: { name: 'RLS organizacija', category: 'bendruomenes' },
    community_benefits: { community_id: 'rls', membership_type: 'member', benefit_name: 'RLS' },
    community_logos: { community_id: 'rls', logo_url: '/images/rls.svg' },
    media: { filename: 'x.png', original_name: 'x.png', file_path: 'x.png', file_size: 10, mime_type: 'image/png' },
  } as const

  for (const [table, row] of Object.entries(writes) as Array<[keyof typeof writes, Record<string, unknown>]>) {
    it(`${table}: anon and members read but cannot write; the admin writes`, async () => {
      for (const who of [p.anon, p.userA, p.inactiveAdmin]) {
        expect((await who.client.from(table).select('*').limit(1)).error).toBeNull()
        const { error } = await who.client.from(table).insert(row as never)
        expect(error?.code, `${who.name} insert into ${table}`).toBe('42501')
      }
      const inserted = await p.admin.client.from(table).insert(row as never).select('id').single()
      expect(inserted.error).toBeNull()
      for (const who of [p.anon, p.userA]) {
        const removed = await who.client.from(table).delete().eq('id', inserted.data!.id).select()
        expect(removed.data ?? []).toEqual([])
      }
      await serviceClient().from(table).delete().eq('id', inserted.data!.id)
    })
  }

  it('inactive media rows are hidden from the public', async () => {
    const { data } = await p.admin.client.from('media').insert({ ...writes.media, file_path: 'hidden.png' }).select('id').single()
    await p.admin.client.from('media').update({ is_active: false }).eq('id', data!.id)
    expect((await p.anon.client.from('media').select('id').eq('id', data!.id)).data).toEqual([])
    expect((await p.admin.client.from('media').select('id').eq('id', data!.id)).data).toHaveLength(1)
  })
})

describe('admin_users', () => {
  it('nobody can make themself an administrator', async () => {
    for (const who of [p.anon, p.userA, p.inactiveAdmin]) {
      const { error } = await who.client.from('admin_users').insert({ id: who.id ?? p.userA.id!, email: 'x@example.org', role: 'super_admin' })
      expect(error?.code).toBe('42501')
    }
    const activate = await p.inactiveAdmin.client.from('admin_users').update({ is_active: true }).eq('id', p.inactiveAdmin.id!).select()
    expect(activate.error?.code ?? 'none').not.toBe('none')
  })

  it('an admin role in user_metadata grants nothing', async () => {
    expect((await p.userB.client.auth.updateUser({ data: { role: 'super_admin', is_admin: true } })).error).toBeNull()
    await p.userB.client.auth.refreshSession()
    expect((await p.userB.client.from('contacts').select('*')).data).toEqual([])
    expect((await p.userB.client.from('organizations').insert({ name: 'X', category: 'menas' })).error?.code).toBe('42501')
  })

  it('members see no admin rows; an admin reads them', async () => {
    expect((await p.userA.client.from('admin_users').select('*')).data).toEqual([])
    expect((await p.admin.client.from('admin_users').select('email').eq('is_active', true)).data).toContainEqual({ email: 'admin@bendruomene.test' })
  })
})
