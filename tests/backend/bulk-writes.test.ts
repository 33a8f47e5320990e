/**
 * Floods the database refuses: many rows in one request where the app sends one, enquiries
 * beyond the hourly limit, and memberships of communities that do not exist.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { startBackend } from '../../server/index.mjs'
import { clientFrom, fetchFrom } from './client-address'
import { ANON_KEY, client, newUser, serviceClient, uniqueEmail } from './helpers'

const enquiry = (email: string, name = 'Srautas') => ({ name, email, message: 'Sveiki, klausimas.' })

async function enquiriesNamed(name: string) {
  const { count } = await serviceClient().from('contacts').select('id', { count: 'exact', head: true }).eq('name', name)
  return count
}

describe('one row per request', () => {
  it('refuses two enquiries in one anonymous request and stores neither', async () => {
    const name = `Dvigubas ${Date.now()}`
    const { error, status } = await client().from('contacts').insert([enquiry(uniqueEmail('a'), name), enquiry(uniqueEmail('b'), name)])
    expect(status).toBe(400)
    expect(error).toMatchObject({ code: 'P0001', message: 'Only one row can be added to contacts per request' })
    expect(await enquiriesNamed(name)).toBe(0)
  })

  it('refuses 5,000 enquiries in one anonymous request and stores none of them', async () => {
    const name = `Masinis ${Date.now()}`
    const rows = Array.from({ length: 5000 }, (_, i) => enquiry(`srautas-${i}@example.org`, name))
    const { error } = await client().from('contacts').insert(rows)
    // Refused as a bulk insert, or earlier by the hourly limit: either way, nothing is stored.
    expect(['P0001', 'PT429']).toContain(error?.code)
    expect(await enquiriesNamed(name)).toBe(0)
  })

  it('refuses two membership requests in one request', async () => {
    const { client: member, user } = await newUser('masinis')
    const rows = ['londono-lietuviu-bendruomene', 'velso-lietuviu-bendruomene'].map((community_id) => ({
      user_id: user!.id,
      community_id,
      community_name: community_id,
      reason: 'participate',
      status: 'pending',
    }))
    const { error } = await member.from('community_memberships').insert(rows)
    expect(error?.code).toBe('P0001')
    const { data } = await serviceClient().from('community_memberships').select('id').eq('user_id', user!.id)
    expect(data).toEqual([])
  })

  it('refuses a membership of a community that does not exist', async () => {
    const { client: member, user } = await newUser('nera')
    const { error, status } = await member
      .from('community_memberships')
      .insert({ user_id: user!.id, community_id: `sugalvota-${Date.now()}`, community_name: 'Sugalvota', reason: 'participate', status: 'pending' })
    expect(status).toBe(409)
    expect(error?.code).toBe('23503')
  })

  it('service_role still inserts in bulk (seeding, administrators’ tools)', async () => {
    const name = `Tarnybinis ${Date.now()}`
    const { error } = await serviceClient().from('contacts').insert([enquiry('a@example.org', name), enquiry('b@example.org', name)])
    expect(error).toBeNull()
    expect(await enquiriesNamed(name)).toBe(2)
    await serviceClient().from('contacts').delete().eq('name', name)
  })
})

describe('enquiries per hour', () => {
  it('takes three from one address, then answers 429 and keeps the fourth out', async () => {
    const email = uniqueEmail('klausia')
    const name = `Kartojasi ${Date.now()}`
    for (let i = 0; i < 3; i++) expect((await client().from('contacts').insert(enquiry(email, name))).error).toBeNull()
    const { error, status } = await client().from('contacts').insert(enquiry(email.toUpperCase(), name))
    expect(status).toBe(429)
    expect(error).toMatchObject({ code: 'PT429', message: 'Too many enquiries; try again later' })
    expect(await enquiriesNamed(name)).toBe(3)
    // Someone else can still write.
    expect((await client().from('contacts').insert(enquiry(uniqueEmail('kitas'), name))).error).toBeNull()
    await serviceClient().from('contacts').delete().eq('name', name)
  })

  describe('in all', () => {
    let backend: Awaited<ReturnType<typeof startBackend>> | null = null
    afterEach(async () => {
      await backend?.close()
      backend = null
    })

    it('stops one client after 10 an hour, not the others, and takes 1000 an hour in all', async () => {
      // A backend and database of its own (in-memory PGlite on either engine's run), so the
      // suite's other enquiries do not count; the per-address test covers both engines.
      backend = await startBackend({ port: 0, dataDir: null, databaseUrl: '', bcryptCost: 4, quiet: true })
      const abuser = clientFrom('127.0.0.7', backend.url)
      for (let i = 0; i < 10; i++) expect((await abuser.from('contacts').insert(enquiry(`srautas-${i}@example.org`))).error).toBeNull()
      const refused = await abuser.from('contacts').insert(enquiry('dar-vienas@example.org'))
      expect(refused.status).toBe(429)
      expect(refused.error).toMatchObject({ code: 'PT429', message: 'Too many enquiries; try again later' })
      // Headers naming another address do not make the same connection someone else.
      const forged = await fetchFrom('127.0.0.7')(`${backend.url}/rest/v1/contacts`, {
        method: 'POST',
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'application/json', 'X-Forwarded-For': '203.0.113.9', 'CF-Connecting-IP': '203.0.113.10' },
        body: JSON.stringify(enquiry('kaukė@example.org')),
      })
      expect(forged.status).toBe(429)
      // Another visitor still writes.
      expect((await clientFrom('127.0.0.8', backend.url).from('contacts').insert(enquiry('kitas@example.org'))).error).toBeNull()

      // The ceiling over everyone: enquiries up to 1000 this hour (written directly, unlimited).
      await backend.db.query(
        "insert into public.contacts (name, email, message) select 'Srautas', 'visi-' || i || '@example.org', 'x' from generate_series(1, 1000 - 11) as i",
      )
      const { status, error } = await clientFrom('127.0.0.9', backend.url).from('contacts').insert(enquiry('paskutinis@example.org'))
      expect(status).toBe(429)
      expect(error?.code).toBe('PT429')
    })
  })
})
