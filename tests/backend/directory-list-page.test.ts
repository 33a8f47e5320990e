/**
 * A directory's list page reads one page at a time: the search (case and diacritics ignored,
 * English words too), the filters and the distance from a point run in the database, over the
 * entries a visitor may read, with the directory's figures and towns for the hero and filters.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { TablesUpdate } from '../../src/lib/supabase/database.types'
import { client, serviceClient } from './helpers'

const marker = `dlp-${Date.now()}`
// A word only this test's names hold.
const tag = `zq${Date.now().toString(36)}`
// A directory of its own for this test's rows: nothing else in the run lists entries there.
const directory = 'student_societies'

type Page = {
  total: number
  page_size: number
  nearest_beyond_radius: boolean
  entries: { slug: string; name: string; distance_km: number | null }[]
  figures: Record<string, number>
  towns: string[]
}

const entry = (n: number, town: string, extra: Record<string, unknown> = {}) => ({
  directory,
  slug: `${marker}-${n}`,
  status: 'published',
  sort_order: 1000 + n,
  name: `${tag} draugija ${String(n).padStart(2, '0')}`,
  town,
  region: 'Anglija',
  summary: 'Studentai.',
  details: {},
  ...extra,
})

async function page(args: Record<string, unknown>): Promise<Page> {
  const { data, error } = await client().rpc('directory_list_page', { list_directory: directory, ...args } as never)
  expect(error).toBeNull()
  const result = data as unknown as Page
  // Only this test's rows: the seed's societies stay out of the counts below.
  return { ...result, entries: result.entries.filter((e) => e.slug.startsWith(marker)) }
}

beforeAll(async () => {
  const rows = [
    ...Array.from({ length: 30 }, (_, i) => entry(i + 1, 'Londonas', { latitude: 51.5, longitude: -0.12 })),
    entry(31, 'Mančesteris', { summary: 'Šiaurės Anglijos studentai', latitude: 53.48, longitude: -2.24 }),
    entry(32, 'Lidsas', { latitude: 53.8, longitude: -1.55 }),
    { ...entry(33, 'Londonas'), status: 'draft', name: `${tag} juodraštis` },
  ]
  const { error } = await serviceClient().from('directory_entries').insert(rows)
  expect(error).toBeNull()
  const { data } = await serviceClient().from('directory_entries').select('id').eq('slug', `${marker}-32`).single()
  const translated = await serviceClient().from('entry_translations').insert({ entry_id: data!.id, name: 'Leeds Students', summary: 'Students in Yorkshire', status: 'published' })
  expect(translated.error).toBeNull()
})

afterAll(async () => {
  await serviceClient().from('directory_entries').delete().like('slug', `${marker}-%`)
})

describe('directory_list_page', () => {
  it('answers one page at a time, in the directory order, with the count of all that match', async () => {
    const first = await page({ query_text: tag, page_size: 24 })
    expect(first.total).toBe(32)
    expect(first.entries.map((e) => e.name).slice(0, 2)).toEqual([`${tag} draugija 01`, `${tag} draugija 02`])
    expect(first.entries).toHaveLength(24)
    const second = await page({ query_text: tag, page_size: 24, page_number: 2 })
    expect(second.entries.map((e) => e.name)).toEqual(Array.from({ length: 8 }, (_, i) => `${tag} draugija ${25 + i}`))
  })

  it('never answers more than 48 entries, nor a draft', async () => {
    const all = await page({ query_text: tag, page_size: 1000 })
    expect(all.page_size).toBe(48)
    expect(all.entries.some((e) => e.name.endsWith('juodraštis'))).toBe(false)
  })

  it('reads filters larger than a few kilobytes as none, so no caller makes every row cost more', async () => {
    const many = Array.from({ length: 500 }, () => ({ field: 'town', value: 'Lidsas' }))
    expect((await page({ query_text: tag, chosen: many })).total).toBe(32)
    expect((await page({ query_text: tag, chosen: many.slice(0, 1) })).total).toBe(1)
  })

  it('finds words without their diacritics, and by their English translation', async () => {
    expect((await page({ query_text: 'SIAURES anglijos' })).entries.map((e) => e.slug)).toEqual([`${marker}-31`])
    expect((await page({ query_text: 'yorkshire' })).entries.map((e) => e.slug)).toEqual([`${marker}-32`])
  })

  it('filters by town and reads the towns the filter offers', async () => {
    const result = await page({ query_text: tag, chosen: [{ field: 'town', value: 'Lidsas' }] })
    expect(result.total).toBe(1)
    expect(result.entries.map((e) => e.slug)).toEqual([`${marker}-32`])
    expect(result.towns).toEqual(expect.arrayContaining(['Londonas', 'Mančesteris', 'Lidsas']))
    expect(result.figures.entries).toBeGreaterThanOrEqual(32)
  })

  it('sorts by distance from a point, and keeps the nearest when a radius leaves none', async () => {
    const leeds = { origin_latitude: 53.8, origin_longitude: -1.55 }
    const near = await page({ ...leeds, query_text: tag, page_size: 3 })
    expect(near.entries.map((e) => e.slug)).toEqual([`${marker}-32`, `${marker}-31`, `${marker}-1`])
    expect(near.entries[0]!.distance_km).toBeCloseTo(0, 3)
    expect(near.entries[1]!.distance_km).toBeGreaterThan(50)
    const within = await page({ ...leeds, query_text: tag, within_km: 10 })
    expect(within.entries.map((e) => e.slug)).toEqual([`${marker}-32`])
    const nowhere = await page({ origin_latitude: 57.15, origin_longitude: -2.1, query_text: tag, within_km: 10 })
    expect(nowhere.nearest_beyond_radius).toBe(true)
    expect(nowhere.entries.map((e) => e.slug)).toEqual([`${marker}-32`])
  })
})

describe('the change log of a listed entry', () => {
  /** Edits one of this test's entries and reads what the change log says of it. */
  async function logOf(n: number, patch: TablesUpdate<'directory_entries'>) {
    const { error } = await serviceClient().from('directory_entries').update(patch).eq('slug', `${marker}-${n}`)
    expect(error).toBeNull()
    const { data } = await client().from('content_changes').select('whole_list').eq('new_slug', `${marker}-${n}`).order('id', { ascending: false }).limit(1).single()
    return data?.whole_list
  }

  it('says an edit in place changes the page that shows the entry, and what moves it or is counted changes every page', async () => {
    expect(await logOf(5, { summary: 'Kiti žodžiai.' })).toBe(false)
    // Its sort order is its own: the name decides no place.
    expect(await logOf(5, { name: `${tag} draugija pervadinta` })).toBe(false)
    expect(await logOf(5, { town: 'Lidsas' })).toBe(true)
    expect(await logOf(5, { sort_order: 5000 })).toBe(true)
    expect(await logOf(6, { details: { members: 40 } })).toBe(true)
    // Two entries share a sort order: then the name orders them.
    await serviceClient().from('directory_entries').update({ sort_order: 1007 }).eq('slug', `${marker}-8`)
    expect(await logOf(7, { name: `${tag} draugija kita` })).toBe(true)
  })
})
