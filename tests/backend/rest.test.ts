import { describe, expect, it } from 'vitest'
import { ANON_KEY, apiUrl, client, newUser, serviceClient, signInAs } from './helpers'

describe('the data calls of SPEC §7', () => {
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

  it('7–9: the admin imports in batches, counts, and edits organisations', async () => {
    const { client: admin } = await signInAs('admin')
    const rows = Array.from({ length: 60 }, (_, i) => ({ name: `Organizacija ${i}`, category: 'bendruomenes', location: i % 2 ? 'Londonas' : null }))
    for (let i = 0; i < rows.length; i += 50) {
      const { error } = await admin.from('organizations').insert(rows.slice(i, i + 50), { defaultToNull: false })
      expect(error).toBeNull()
    }
    const count = await admin.from('organizations').select('*', { count: 'exact', head: true }).ilike('name', 'Organizacija %')
    expect(count.count).toBe(60)
    const first = await admin.from('organizations').select('id').limit(1)
    expect(first.data).toHaveLength(1)

    const list = await admin.from('organizations').select('*').ilike('name', 'Organizacija 1%').order('name')
    expect(list.data!.map((o) => o.name)).toEqual(['Organizacija 1', ...Array.from({ length: 10 }, (_, i) => `Organizacija 1${i}`)])
    const id = list.data![0].id
    const updated = await admin.from('organizations').update({ location: 'Mančesteris' }).eq('id', id).select('location').single()
    expect(updated.data).toEqual({ location: 'Mančesteris' })
    const removed = await admin.from('organizations').delete().eq('id', id).select('id')
    expect(removed.data).toHaveLength(1)
    await admin.from('organizations').delete().ilike('name', 'Organizacija %')
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
    const stamp = new Date().toISOString()
    const updated = await admin.from('contacts').update({ status: 'in_progress', updated_at: stamp }).eq('id', data![0].id).select('status, updated_at').single()
    expect(updated.data?.status).toBe('in_progress')
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
    const { error, status } = await client().from('organizations').select('id').eq('name', 'Nėra tokios').single()
    expect(status).toBe(406)
    expect(error?.code).toBe('PGRST116')
  })

  it('rpc: delete_own_account removes only the caller', async () => {
    const { client: user, user: me, email, password } = await newUser('delete')
    const { error } = await user.rpc('delete_own_account')
    expect(error).toBeNull()
    const { data } = await serviceClient().from('profiles').select('id').eq('id', me!.id)
    expect(data).toEqual([])
    expect((await client().auth.signInWithPassword({ email, password })).error?.message).toBe('Invalid login credentials')
    const anon = await client().rpc('delete_own_account')
    expect(anon.error).not.toBeNull()
  })
})

describe('bad input never breaks the data API', () => {
  const headers = { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json' }

  it.each([
    ['unknown table', 'GET', '/rest/v1/nera_tokios?select=*', undefined, 404, 'PGRST205'],
    ['unknown column in a filter', 'GET', '/rest/v1/organizations?select=*&nera=eq.1', undefined, 400, '42703'],
    ['malformed filter', 'GET', '/rest/v1/organizations?select=*&name=zzz.1', undefined, 400, 'PGRST100'],
    ['unbalanced or()', 'GET', '/rest/v1/organizations?or=(name.eq.a', undefined, 400, 'PGRST100'],
    ['injection in an identifier', 'GET', '/rest/v1/organizations?select=name;drop%20table%20x', undefined, 400, 'PGRST100'],
    ['malformed JSON', 'POST', '/rest/v1/contacts', '{"name":', 400, 'PGRST102'],
    ['unknown column in the payload', 'POST', '/rest/v1/contacts', JSON.stringify({ nera: 1 }), 400, 'PGRST204'],
    ['embedding', 'GET', '/rest/v1/organizations?select=*,x(*)', undefined, 400, 'PGRST100'],
  ])('%s', async (_name, method, path, body, status, code) => {
    const response = await fetch(`${apiUrl}${path}`, { method, headers, body })
    expect(response.status).toBe(status)
    const json = await response.json()
    expect(json.code).toBe(code)
    expect(Object.keys(json).sort()).toEqual(['code', 'details', 'hint', 'message'])
  })

  it('refuses a JSON body over 1 MB with 413', async () => {
    const big = JSON.stringify({ name: 'x', email: 'x@example.org', message: 'a'.repeat(1024 * 1024 + 10) })
    const response = await fetch(`${apiUrl}/rest/v1/contacts`, { method: 'POST', headers, body: big })
    expect(response.status).toBe(413)
  })

  it.each([
    ['forged signature', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'PGRST301'],
    ['not a JWT', 'abc', 'PGRST301'],
    ['expired', expiredToken(), 'PGRST303'],
  ])('refuses a %s token with 401', async (_name, token, code) => {
    const response = await fetch(`${apiUrl}/rest/v1/organizations?select=id`, { headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` } })
    expect(response.status).toBe(401)
    expect((await response.json()).code).toBe(code)
    expect(response.headers.get('www-authenticate')).toContain('Bearer')
  })

  it('keeps serving after all of that', async () => {
    const { data, error } = await client().from('organizations').select('id').limit(1)
    expect(error).toBeNull()
    expect(Array.isArray(data)).toBe(true)
  })
})

function expiredToken() {
  // Signed with the local demo secret, expired in 2001.
  return 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoiYW5vbiIsImV4cCI6MTAwMDAwMDAwMH0.LY0mi1xWVocthxMUOa8t78KICZGKkOta6L0RzMBHHmw'
}
