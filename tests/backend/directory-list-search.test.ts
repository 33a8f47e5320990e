/**
 * The directories' lists search and filter in the database (`directory_list_page`) as visitors
 * expect, over the seeded entries: any one of an entry's words, case and Lithuanian diacritics
 * ignored; a filter matches exactly; a type is found by the words the page shows for it.
 * Other tests add entries while this one runs, so each case names what it finds.
 */
import { describe, expect, it } from 'vitest'
import { listRequest, type ChosenFilter } from '../../src/features/directory/list/list-request'
import type { DirectoryKey } from '../../src/features/directory/entry'
import { client } from './helpers'

type Ask = { q?: string; chosen?: ChosenFilter[]; labels?: Record<string, Record<string, string>> }

async function names(directory: DirectoryKey, { q = '', chosen = [], labels = {} }: Ask): Promise<string[]> {
  const request = { ...listRequest([], labels, { q }, null, 1), chosen }
  const { data, error } = await client().rpc('directory_list_page', {
    list_directory: directory,
    query_text: request.q,
    chosen: request.chosen,
    shown_labels: request.labels,
    page_size: 48,
  })
  expect(error).toBeNull()
  return (data as { entries: { name: string }[] }).entries.map((entry) => entry.name)
}

describe('searching a list', () => {
  it.each([
    ['communities', 'SEFILDO', 'Šefildo lietuvių bendruomenė'],
    ['communities', 'kardifas', 'Velso lietuvių bendruomenė'],
    ['communities', 'valstybinės šventės', 'Londono lietuvių bendruomenė'],
    ['communities', 'vaitkiene', 'Londono lietuvių bendruomenė'],
    ['collectives', 'saule', 'Tautinių šokių ansamblis „Saulė“'],
    ['collectives', 'MORKUNIENE', 'Tautinių šokių ansamblis „Saulė“'],
    ['collectives', 'kankliu', 'Kanklių ansamblis „Skamba“'],
    ['sports', 'SACHMATAI', 'Škotijos lietuvių šachmatų klubas'],
    ['sports', 'kiokusin', 'Kovos menų centras „Geležinis Vilkas“'],
    ['schools', 'azuoliukas', 'Nuotolinė lietuvių kalbos mokykla „Ąžuoliukas“'],
    ['schools', 'siaures airija', 'Belfasto lituanistinė mokykla „Gintaras“'],
    ['schools', 'KAIRYTE', 'Mančesterio lituanistinė mokykla „Vytis“'],
  ] as const)('%s: %s finds %s (name, place, description, leader, activities; no case, no diacritics)', async (directory, q, expected) => {
    expect(await names(directory, { q })).toContain(expected)
  })

  it('finds a school by its address, where a parent finds the town', async () => {
    expect((await names('schools', { q: 'Stratfordas' })).length).toBeGreaterThan(0)
  })

  it('finds a type by the word an English page shows for it', async () => {
    const choirs = await names('collectives', { q: 'choirs', labels: { type: { chorai: 'Choirs', sokiai: 'Dance' } } })
    expect(choirs).toHaveLength(5)
    expect(await names('collectives', { q: 'choirs' })).toEqual([])
  })
})

describe('filtering a list', () => {
  it('matches a town, a region or a detail exactly, a missing detail as its default', async () => {
    expect(await names('communities', { chosen: [{ field: 'town', value: 'Glazgas' }] })).toEqual(['Glazgo lietuvių bendruomenė'])
    expect(await names('communities', { chosen: [{ field: 'type', value: 'pagrindine', missing: 'regionine' }] })).toHaveLength(6)
    expect(await names('collectives', { chosen: [{ field: 'type', value: 'chorai', missing: 'kita' }] })).toHaveLength(5)
    expect(await names('collectives', { chosen: [{ field: 'town', value: 'Belfastas' }] })).toEqual(['Liaudiškų šokių grupė „Kadagys“'])
    expect(await names('schools', { chosen: [{ field: 'region', value: 'Velsas' }] })).toHaveLength(2)
    expect(await names('media', { chosen: [{ field: 'category', value: 'Radijo stotys', missing: 'Portalai' }] })).toHaveLength(2)
  })

  it('combines a search and filters, and can come up empty', async () => {
    expect(await names('communities', { q: 'londono', chosen: [{ field: 'town', value: 'Glazgas' }] })).toEqual([])
    expect(await names('sports', { q: 'futbolas', chosen: [{ field: 'town', value: 'Londonas' }] })).toEqual([])
  })
})
