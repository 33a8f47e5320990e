import { describe, expect, it } from 'vitest'
import { addCommunities, client, newUser, serviceClient, signInAs } from './helpers'

describe('the data calls the app makes (numbered as in docs/backend.md)', () => {
  it('1–2: updates the own profile and inserts a pending membership request', async () => {
    const { client: user, user: me } = await newUser('join')
    const update = await user
      .from('profiles')
      .update({ first_name: 'Ieva', last_name: 'Ievaitė', phone: '07700 900111', city: 'Leeds', region: 'Jorkšyras ir Hamberis', children_count: '2', newsletter_consent: true, privacy_policy_accepted: true, updated_at: new Date().toISOString() })
      .eq('id', me!.id)
      .select('first_name, privacy_policy_accepted_at')
      .single()
    expect(update.error).toBeNull()
    expect(update.data?.privacy_policy_accepted_at).toBeTruthy()

    const insert = await user
      .from('community_memberships')
      .insert({ user_id: me!.id, community_id: 'lidso-lietuviu-bendruomene', community_name: 'Lidso lietuvių bendruomenė', reason: 'participate', status: 'pending' })
    expect(insert.error).toBeNull()
    expect(insert.status).toBe(201)

    const again = await user
      .from('community_memberships')
      .insert({ user_id: me!.id, community_id: 'lidso-lietuviu-bendruomene', community_name: 'Lidso lietuvių bendruomenė', reason: 'participate', status: 'pending' })
    expect(again.error?.code).toBe('23505')
    expect(again.error?.message).toContain('duplicate key')
  })

  it('3–4: reads the newest logo and the benefits of a community', async () => {
    const service = serviceClient()
    await addCommunities('testas')
    await service.from('community_logos').insert([
      { community_id: 'testas', logo_url: '/images/old.svg', alt_text: 'Senas', created_at: '2024-01-01T00:00:00Z' },
      { community_id: 'testas', logo_url: '/images/new.svg', alt_text: 'Naujas', created_at: '2025-01-01T00:00:00Z' },
    ])
    const logo = await client()
      .from('community_logos')
      .select('logo_url, alt_text')
      .eq('community_id', 'testas')
      .order('created_at', { ascending: false })
      .limit(1)
      .maybeSingle()
    expect(logo.data).toEqual({ logo_url: '/images/new.svg', alt_text: 'Naujas' })

    const benefits = await client()
      .from('community_benefits')
      .select('membership_type, benefit_name, benefit_description')
      .eq('community_id', 'londono-lietuviu-bendruomene')
    expect(benefits.error).toBeNull()
    expect(benefits.data!.map((b) => b.membership_type).sort()).toEqual(['member', 'member', 'member', 'observer', 'observer'])
  })

  it('5–6: the observer upsert, then reading the approved plan', async () => {
    const { client: user, user: me } = await newUser('observer')
    const row = { user_id: me!.id, community_id: 'velso-lietuviu-bendruomene', community_name: 'Velso lietuvių bendruomenė', membership_type: 'observer', status: 'approved', reason: 'Stebėtojas' }
    expect((await user.from('community_memberships').upsert(row, { onConflict: 'user_id,community_id' })).error).toBeNull()
    expect((await user.from('community_memberships').upsert(row, { onConflict: 'user_id,community_id' })).error).toBeNull()
    const plan = await user
      .from('community_memberships')
      .select('membership_type, status')
      .eq('user_id', me!.id)
      .eq('community_id', 'velso-lietuviu-bendruomene')
      .eq('status', 'approved')
      .limit(1)
      .maybeSingle()
    expect(plan.data).toEqual({ membership_type: 'observer', status: 'approved' })
  })

  it('7–9: an administrator’s upsert that skips what exists adds only the entries the database lacks, counts them, and the editor lists and changes them', async () => {
    const { client: admin } = await signInAs('admin')
    const marker = `importas-${Date.now()}`
    const rows = Array.from({ length: 60 }, (_, i) => ({ directory: 'media', slug: `${marker}-${i}`, name: `Leidinys ${i}`, status: 'published', sort_order: i + 1, details: { category: 'Portalai' } }))
    // One of them is already there, archived: the import must neither overwrite nor publish it.
    expect((await admin.from('directory_entries').insert({ ...rows[3]!, status: 'archived', name: 'Archyvuotas leidinys' })).error).toBeNull()
    try {
      const added: string[] = []
      for (let i = 0; i < rows.length; i += 50) {
        const { data, error } = await admin
          .from('directory_entries')
          .upsert(rows.slice(i, i + 50), { onConflict: 'directory,slug', ignoreDuplicates: true })
          .select('slug')
        expect(error).toBeNull()
        added.push(...data!.map((row) => row.slug))
      }
      expect(added).toHaveLength(59)
      expect(added).not.toContain(`${marker}-3`)
      const again = await admin.from('directory_entries').upsert(rows.slice(0, 50), { onConflict: 'directory,slug', ignoreDuplicates: true }).select('slug')
      expect(again).toMatchObject({ error: null, data: [] })
      const kept = await admin.from('directory_entries').select('name, status').eq('directory', 'media').eq('slug', `${marker}-3`).single()
      expect(kept.data).toEqual({ name: 'Archyvuotas leidinys', status: 'archived' })

      const count = await admin.from('directory_entries').select('*', { count: 'exact', head: true }).like('slug', `${marker}-%`)
      expect(count.count).toBe(60)

      const list = await admin.from('directory_entries').select('*').eq('directory', 'media').like('slug', `${marker}-%`).order('sort_order').order('name')
      expect(list.data!.slice(0, 3).map((entry) => entry.name)).toEqual(['Leidinys 0', 'Leidinys 1', 'Leidinys 2'])
      const updated = await admin.from('directory_entries').update({ address: 'Mančesteris' }).eq('id', list.data![0]!.id).select('address').single()
      expect(updated.data).toEqual({ address: 'Mančesteris' })
    } finally {
      await serviceClient().from('directory_entries').delete().like('slug', `${marker}-%`)
    }
  })

  it('8: counts active administrators', async () => {
    const { client: admin } = await signInAs('admin')
    const { count, error } = await admin.from('admin_users').select('*', { count: 'exact', head: true }).eq('is_active', true)
    expect(error).toBeNull()
    expect(count).toBeGreaterThanOrEqual(1)
  })

  it('10: lists contacts newest first and stamps status changes', async () => {
    const { client: admin } = await signInAs('admin')
    const { data } = await admin.from('contacts').select('*').order('created_at', { ascending: false })
    expect(data!.length).toBeGreaterThanOrEqual(3)
    const times = data!.map((c) => Date.parse(c.created_at))
    expect([...times].sort((a, b) => b - a)).toEqual(times)
    // The database stamps the change: the admin area sends only the status.
    const before = Date.parse(data![0].updated_at)
    const updated = await admin.from('contacts').update({ status: 'in_progress' }).eq('id', data![0].id).select('status, updated_at').single()
    expect(updated.data?.status).toBe('in_progress')
    expect(Date.parse(updated.data!.updated_at)).toBeGreaterThan(before)
  })

  it('filters with or(), in(), is(), not and ranges with counts', async () => {
    const service = serviceClient()
    const orFilter = await service.from('contacts').select('name').or('priority.eq.high,priority.eq.low').order('name')
    expect(orFilter.data!.map((c) => c.name)).toEqual(['Gintarė Jankauskaitė', 'Ona Kazlauskienė'])
    const inFilter = await service.from('contacts').select('name').in('status', ['new', 'resolved']).is('phone', null)
    expect(inFilter.error).toBeNull()
    const notFilter = await service.from('contacts').select('id').not('status', 'eq', 'new')
    expect(notFilter.error).toBeNull()
    const range = await service.from('contacts').select('id', { count: 'exact' }).order('created_at').range(0, 0)
    expect(range.data).toHaveLength(1)
    expect(range.count).toBeGreaterThanOrEqual(3)
    expect(range.status).toBe(206)
  })

  it('single() refuses zero rows with PGRST116', async () => {
    const { error, status } = await client().from('directory_entries').select('id').eq('slug', 'nera-tokio').single()
    expect(status).toBe(406)
    expect(error?.code).toBe('PGRST116')
  })

  it('rpc: delete_own_account needs the caller\'s own address as confirmation, and removes only the caller', async () => {
    const { client: user, user: me, email, password } = await newUser('delete')
    const other = await newUser('delete-other')

    const bare = await user.rpc('delete_own_account' as never)
    expect(bare.error?.code).toBe('PGRST202')
    const wrong = await user.rpc('delete_own_account', { confirm_email: other.email })
    expect(wrong.error).toMatchObject({ code: '22023' })
    expect((await serviceClient().from('profiles').select('id').in('id', [me!.id, other.user!.id])).data).toHaveLength(2)

    const { error } = await user.rpc('delete_own_account', { confirm_email: email.toUpperCase() })
    expect(error).toBeNull()
    const { data } = await serviceClient().from('profiles').select('id').eq('id', me!.id)
    expect(data).toEqual([])
    expect((await client().auth.signInWithPassword({ email, password })).error?.message).toBe('Invalid login credentials')
    const anon = await client().rpc('delete_own_account', { confirm_email: other.email })
    expect(anon.error).not.toBeNull()
    expect((await serviceClient().from('profiles').select('id').eq('id', other.user!.id)).data).toHaveLength(1)
  })
})
