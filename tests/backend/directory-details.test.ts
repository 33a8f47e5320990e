/**
 * An entry the database accepts is an entry its directory's page shows: a row with only the
 * columns the database requires (`details: {}`) is listed by the public read as the list page
 * reads it, and details of a kind no page can read are refused with the field named.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { directories } from '../../src/features/directory/definitions'
import { directoryKeys, type DirectoryKey } from '../../src/features/directory/entry'
import { publicEntrySelect } from '../../src/features/directory/public-entry-columns'
import type { Json } from '../../src/lib/supabase/database.types'
import { client, serviceClient, signInAs, type Client } from './helpers'

let admin: Client
const marker = `acc-${Date.now()}`

/** The row the finding published: the columns the database requires and nothing else. */
const bare = (directory: DirectoryKey, details: Json = {}) => ({
  directory,
  slug: `${marker}-${directory.replaceAll('_', '-')}`,
  status: 'published',
  name: `Įrašas ${directory}`,
  town: 'Londonas',
  region: 'Londonas',
  summary: 'Trumpai.',
  details,
})

beforeAll(async () => {
  admin = (await signInAs('admin')).client
})

afterAll(async () => {
  await serviceClient().from('directory_entries').delete().like('slug', `${marker}-%`)
  await serviceClient().from('communities').delete().like('id', `${marker}-%`)
})

/** A directory's published items as its list page builds them: the public read, then the definition's reader. */
async function listedNames(directory: DirectoryKey) {
  const { data, error } = await client()
    .from('directory_entries')
    .select(publicEntrySelect)
    .eq('directory', directory)
    .eq('status', 'published')
    .like('slug', `${marker}-%`)
  expect(error).toBeNull()
  return data!.map((entry) => directories[directory].fromEntry(entry)).map((item) => item && 'name' in item ? item.name : null)
}

describe.each(directoryKeys)('a bare %s entry', (directory) => {
  it('is accepted from the data API and listed by the public read', async () => {
    const { error } = await admin.from('directory_entries').insert(bare(directory))
    expect(error).toBeNull()
    expect(await listedNames(directory)).toEqual([`Įrašas ${directory}`])
  })
})

describe('details no page can read', () => {
  const refusals: [DirectoryKey, Json, string][] = [
    ['schools', { programs: 'Lietuvių kalba' }, 'Įrašo laukas „programs“ turi būti tekstų sąrašas.'],
    ['schools', { gallery: ['/a.svg', 3] }, 'Įrašo laukas „gallery“ turi būti tekstų sąrašas.'],
    ['communities', { members: -1 }, 'Įrašo laukas „members“ turi būti sveikasis skaičius, 0 ar didesnis.'],
    ['collectives', { members: '12' }, 'Įrašo laukas „members“ turi būti sveikasis skaičius, 0 ar didesnis.'],
    ['sports', { type: 'lyga' }, 'Įrašo laukas „type“ turi būti viena iš reikšmių: klubas, komanda, organizacija, federacija.'],
    ['media', { category: 'Televizija' }, 'Įrašo laukas „category“ turi būti viena iš reikšmių: Portalai, Žurnalai, Radijo stotys.'],
    ['businesses', { rating: 7 }, 'Įrašo laukas „rating“ turi būti skaičius nuo 0 iki 5.'],
    ['student_societies', { facebook: 1 }, 'Įrašo laukas „facebook“ turi būti tekstas.'],
  ]

  it.each(refusals)('refuses a %s entry with %j, naming the field', async (directory, details, message) => {
    const row = { ...bare(directory, details), slug: `${marker}-blogas-${directory.replaceAll('_', '-')}` }
    const { error } = await admin.from('directory_entries').insert(row)
    expect(error).toMatchObject({ code: 'PT422', message })
    expect(error?.hint).toMatch(/parodyti negalėtų/)
  })

  it('refuses a change of an accepted entry to a wrong kind, and takes null for a missing field', async () => {
    const slug = `${marker}-keiciama`
    const { error: inserted } = await admin.from('directory_entries').insert({ ...bare('schools'), slug, details: { students: null, programs: ['Tautiniai šokiai'] } })
    expect(inserted).toBeNull()
    const { error } = await admin.from('directory_entries').update({ details: { students: 50 } }).eq('directory', 'schools').eq('slug', slug)
    expect(error).toMatchObject({ code: 'PT422', message: 'Įrašo laukas „students“ turi būti tekstas.' })
  })
})
