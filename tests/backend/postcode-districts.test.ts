/**
 * Where directory entries and events are, for "near me": anyone reads the postcode districts and
 * nobody writes them through the API; a postcode places an entry or an event at its district's
 * centre (a sub-district the table lacks falling back to its district) unless an editor gave the
 * exact point; a postcode that cannot be placed is refused with the form's Lithuanian words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { client, newUser, serviceClient, signInAs, type Client } from './helpers'

type Place = { postcode: string | null; latitude: number | null; longitude: number | null; location_precision: string | null }
const PLACE = 'postcode, latitude, longitude, location_precision'

/** The districts' centres, as supabase/data/postcode-districts.csv gives them. */
const LS6 = { latitude: 53.81928, longitude: -1.56704 }
const W1 = { latitude: 51.51452, longitude: -0.14215 }
const W1B = { latitude: 51.51357, longitude: -0.13931 }
const M1 = { latitude: 53.47734, longitude: -2.23508 }

const district = (postcode: string, centre: { latitude: number; longitude: number }): Place => ({ postcode, ...centre, location_precision: 'district' })
const nowhere: Place = { postcode: null, latitude: null, longitude: null, location_precision: null }

const NOT_A_POSTCODE = (typed: string) => ({
  code: 'PT422',
  message: `„${typed}“ nėra Jungtinės Karalystės pašto kodas.`,
  hint: 'Įrašykite visą pašto kodą, pvz., „LS6 1AN“, arba jo pirmąją dalį, pvz., „LS6“.',
})
const UNKNOWN_DISTRICT = (outcode: string) => ({
  code: 'PT422',
  message: `Pašto kodo rajono „${outcode}“ neradome.`,
  hint: 'Patikrinkite, ar pašto kodas teisingas, arba palikite jį tuščią.',
})

let admin: Client
let member: Client
const marker = `vieta-${Date.now()}`
let entries = 0

beforeAll(async () => {
  admin = (await signInAs('admin')).client
  member = (await newUser('vieta')).client
})

afterAll(async () => {
  await serviceClient().from('directory_entries').delete().like('slug', `${marker}-%`)
  await serviceClient().from('events').delete().like('title', `${marker}%`)
})

describe('the postcode districts', () => {
  it('are read by anyone, each with its centre, a place in it and its country', async () => {
    const { data, error } = await client()
      .from('postcode_districts')
      .select('outcode, latitude, longitude, town, country')
      .in('outcode', ['LS6', 'W1', 'BT1', 'E20'])
      .order('outcode')
    expect(error).toBeNull()
    expect(data).toEqual([
      { outcode: 'BT1', latitude: 54.59941, longitude: -5.92838, town: 'Belfast', country: 'NIR' },
      { outcode: 'E20', latitude: 51.54245, longitude: -0.00636, town: 'Queen Elizabeth Olympic Park', country: 'ENG' },
      { outcode: 'LS6', ...LS6, town: 'Leeds', country: 'ENG' },
      { outcode: 'W1', ...W1, town: 'Westminster', country: 'ENG' },
    ])
    const { count } = await client().from('postcode_districts').select('outcode', { count: 'exact', head: true })
    expect(count).toBeGreaterThanOrEqual(2800)
  })

  it('are written by nobody through the API, administrators included', async () => {
    for (const who of [client(), member, admin]) {
      const table = () => who.from('postcode_districts')
      expect((await table().insert({ outcode: 'ZX1', latitude: 51.5, longitude: -0.1, country: 'ENG' })).error?.code).toBe('42501')
      expect((await table().update({ latitude: 50 }).eq('outcode', 'LS6')).error?.code).toBe('42501')
      expect((await table().delete().eq('outcode', 'LS6')).error?.code).toBe('42501')
    }
    const { data } = await client().from('postcode_districts').select('latitude, longitude').eq('outcode', 'LS6').single()
    expect(data).toEqual(LS6)
  })
})

describe('a directory entry’s place', () => {
  /** Adds a draft school as the administrator; its place, or the error. */
  const add = async (place: Partial<Place>) => {
    entries += 1
    const { data, error } = await admin
      .from('directory_entries')
      .insert({ directory: 'schools', slug: `${marker}-${entries}`, name: `Vietos mokykla ${entries}`, status: 'draft', details: { students: '10+', programs: [], gallery: [] }, ...place })
      .select(`id, ${PLACE}`)
      .maybeSingle()
    const { id, ...rest } = (data ?? {}) as Place & { id?: string }
    return { id: id ?? '', place: data ? rest : null, error }
  }
  const change = async (id: string, patch: Partial<Place> & { name?: string }) => {
    const { data, error } = await admin.from('directory_entries').update(patch).eq('id', id).select(PLACE).maybeSingle()
    return { place: data as Place | null, error }
  }

  it.each([
    ['ls6 1an', 'LS6 1AN'],
    ['LS61AN', 'LS6 1AN'],
    [' ls6 ', 'LS6'],
  ])('is the postcode district’s centre for %j, stored as %j', async (typed, stored) => {
    const { place, error } = await add({ postcode: typed })
    expect(error).toBeNull()
    expect(place).toEqual(district(stored, LS6))
  })

  it('is a sub-district’s own centre, or its district’s when the table lacks it (W1A → W1)', async () => {
    expect((await add({ postcode: 'W1B 2QD' })).place).toEqual(district('W1B 2QD', W1B))
    expect((await add({ postcode: 'w1a 1aa' })).place).toEqual(district('W1A 1AA', W1))
  })

  it('is the exact point an editor gives, whatever the postcode, until they drop it', async () => {
    const exact = { latitude: 53.80754, longitude: -1.55528 }
    const { id, place } = await add({ postcode: 'LS6 1AN', ...exact })
    expect(place).toEqual({ postcode: 'LS6 1AN', ...exact, location_precision: 'exact' })
    // Another postcode, or another field, leaves the exact point alone.
    expect((await change(id, { postcode: 'M1 1AE' })).place).toEqual({ postcode: 'M1 1AE', ...exact, location_precision: 'exact' })
    expect((await change(id, { name: 'Pervadinta mokykla' })).place).toEqual({ postcode: 'M1 1AE', ...exact, location_precision: 'exact' })
    // Dropping it gives the postcode district's centre; a new point is exact again.
    expect((await change(id, { latitude: null, longitude: null })).place).toEqual(district('M1 1AE', M1))
    expect((await change(id, { latitude: 53.48, longitude: -2.24 })).place).toEqual({ postcode: 'M1 1AE', latitude: 53.48, longitude: -2.24, location_precision: 'exact' })
    // Sent back unchanged with a new postcode (as a form does), a district's centre follows the postcode.
    await change(id, { latitude: null, longitude: null })
    expect((await change(id, { postcode: 'LS6', ...M1 })).place).toEqual(district('LS6', LS6))
  })

  it('is an exact point without a postcode too', async () => {
    expect((await add({ latitude: 55.95, longitude: -3.19 })).place).toEqual({ postcode: null, latitude: 55.95, longitude: -3.19, location_precision: 'exact' })
  })

  it('is none without a postcode, and none again once the postcode is cleared', async () => {
    expect((await add({})).place).toEqual(nowhere)
    const { id } = await add({ postcode: 'LS6 1AN' })
    expect((await change(id, { postcode: null })).place).toEqual(nowhere)
    await change(id, { postcode: 'LS6 1AN' })
    expect((await change(id, { postcode: '  ' })).place).toEqual(nowhere)
  })

  it.each([
    ['an unknown district', 'ZE4 1AA', UNKNOWN_DISTRICT('ZE4')],
    ['a district Royal Mail does not use (no second letter is Z)', 'ZZ99 9ZZ', NOT_A_POSTCODE('ZZ99 9ZZ')],
    ['nonsense', '12345', NOT_A_POSTCODE('12345')],
  ])('refuses %s (%s) in Lithuanian, adding nothing and changing nothing', async (_label, postcode, refusal) => {
    const added = await add({ postcode })
    expect(added.error).toMatchObject(refusal)
    expect(added.place).toBeNull()
    const { id } = await add({ postcode: 'LS6 1AN' })
    expect((await change(id, { postcode })).error).toMatchObject(refusal)
    const { data } = await admin.from('directory_entries').select(PLACE).eq('id', id).single()
    expect(data).toEqual(district('LS6 1AN', LS6))
  })

  it('refuses half a point, or one outside the UK', async () => {
    expect((await add({ postcode: 'LS6', latitude: 53.8 })).error).toMatchObject({ code: 'PT422', message: 'Tiksliai vietai nurodykite ir platumą, ir ilgumą.' })
    expect((await add({ latitude: 48.85, longitude: 2.35 })).error).toMatchObject({ code: 'PT422', message: expect.stringMatching(/^Tiksli vieta turi būti Jungtinėje Karalystėje/) })
  })

  it('is the database’s own: nobody sets the precision', async () => {
    const { id } = await add({ postcode: 'LS6 1AN' })
    expect((await change(id, { location_precision: 'exact' } as Partial<Place>)).error?.code).toBe('42501')
    // Even the service role, which holds every grant, gets the precision the point has.
    await serviceClient().from('directory_entries').update({ location_precision: 'exact' }).eq('id', id)
    const { data } = await admin.from('directory_entries').select(PLACE).eq('id', id).single()
    expect(data).toEqual(district('LS6 1AN', LS6))
  })
})

describe('an event’s place', () => {
  const inDays = (days: number, hour: number) => {
    const at = new Date(Date.now() + days * 86_400_000)
    at.setUTCHours(hour, 0, 0, 0)
    return at.toISOString()
  }
  let proposals = 0
  /** A member's proposal; its place, or the error. */
  const propose = async (place: Partial<Place>) => {
    proposals += 1
    const { data, error } = await member
      .from('events')
      .insert({ title: `${marker} renginys ${proposals}`, description: 'Renginys su pašto kodu.', category: 'Kultūra', starts_at: inDays(20, 17), ends_at: inDays(20, 20), town: 'Lidsas', region: 'Anglija', ...place })
      .select(`id, ${PLACE}`)
      .maybeSingle()
    const { id, ...rest } = (data ?? {}) as Place & { id?: string }
    return { id: id ?? '', place: data ? rest : null, error }
  }

  it('is the postcode district’s centre when a member proposes it with a postcode', async () => {
    const { place, error } = await propose({ postcode: 'ls6 1an' })
    expect(error).toBeNull()
    expect(place).toEqual(district('LS6 1AN', LS6))
    expect((await propose({ postcode: 'W1A1AA' })).place).toEqual(district('W1A 1AA', W1))
  })

  it('is refused in Lithuanian when the member’s postcode cannot be placed', async () => {
    expect((await propose({ postcode: 'ZE4 1AA' })).error).toMatchObject(UNKNOWN_DISTRICT('ZE4'))
    expect((await propose({ postcode: 'ZZ99 9ZZ' })).error).toMatchObject(NOT_A_POSTCODE('ZZ99 9ZZ'))
    expect((await propose({ postcode: '12345' })).error).toMatchObject(NOT_A_POSTCODE('12345'))
  })

  it('takes an exact point from an administrator, not from a member', async () => {
    expect((await propose({ postcode: 'LS6', latitude: 53.8, longitude: -1.55 })).error?.code).toBe('42501')
    const { id } = await propose({ postcode: 'LS6 1AN' })
    const exact = { latitude: 53.80754, longitude: -1.55528 }
    const { data, error } = await admin.from('events').update({ status: 'approved', ...exact }).eq('id', id).select(PLACE).single()
    expect(error).toBeNull()
    expect(data).toEqual({ postcode: 'LS6 1AN', ...exact, location_precision: 'exact' })
  })

  it('is listed with the approved event, and cleared with its postcode', async () => {
    const { id } = await propose({ postcode: 'W1B 2QD' })
    const { data: approved } = await admin.from('events').update({ status: 'approved' }).eq('id', id).select('slug').single()
    const listed = async () => (await client().from('event_listings').select(PLACE).eq('slug', approved!.slug).single()).data
    expect(await listed()).toEqual(district('W1B 2QD', W1B))
    expect((await admin.from('events').update({ postcode: null }).eq('id', id)).error).toBeNull()
    expect(await listed()).toEqual(nowhere)
  })
})
