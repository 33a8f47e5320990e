/**
 * The essential-information page's facts: the migration stores a figure for every key the page
 * places, everyone reads them, only administrators change them, and the database refuses a
 * figure without its date, a source that is not https and HTML in the words.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { factKeys } from '../../src/features/essential-info/essential-fact'
import type { TablesUpdate } from '../../src/lib/supabase/database.types'
import { factColumns, factFromRow, type FactRow } from '../../src/features/essential-info/facts'
import { client, serviceClient, signInAs, type Client } from './helpers'

let admin: Client
let adminId: string
let member: Client
const key = `faktas-${Date.now()}`

beforeAll(async () => {
  const signedInAdmin = await signInAs('admin')
  admin = signedInAdmin.client
  adminId = signedInAdmin.user.id
  member = (await signInAs('member')).client
  const { error } = await serviceClient()
    .from('essential_facts')
    .insert({ key, kind: 'amount', label: 'Bandomasis dydis', value: '1,00 £', applies_from: '2026-04-01', source_url: 'https://www.gov.uk/', checked_on: '2026-11-25', sort_order: 999 })
  if (error) throw error
})

afterAll(async () => {
  await serviceClient().from('essential_facts').delete().eq('key', key)
})

const change = (who: Client, patch: TablesUpdate<'essential_facts'>) => who.from('essential_facts').update(patch).eq('key', key).select('value, applies_from, source_url, updated_by')

describe('essential facts', () => {
  it('hold a figure for every key the page places, readable by a signed-out visitor', async () => {
    const { data, error } = await client().from('essential_facts').select(factColumns).neq('key', key).order('sort_order')
    expect(error).toBeNull()
    const facts = (data as FactRow[]).map(factFromRow)
    expect(facts.map((fact) => fact.key).sort()).toEqual([...factKeys].sort())
    for (const fact of facts) {
      // Phones as UK numbers, amounts with the date they apply from, every source official and https.
      if (fact.kind === 'phone') expect(fact.value, fact.key).toMatch(/^(999|111|101|0[38]00 \d{3} \d{4}|020 \d{4} \d{4})$/)
      else expect(fact.appliesFrom, fact.key).toMatch(/^\d{4}-\d{2}-\d{2}$/)
      expect(fact.sourceUrl, fact.key).toMatch(/^https:\/\//)
    }
  })

  it('are changed by an administrator, stamped with who did it', async () => {
    const { data, error } = await change(admin, { value: '1,10 £', applies_from: '2027-04-01', checked_on: '2027-04-02' })
    expect(error).toBeNull()
    expect(data).toEqual([{ value: '1,10 £', applies_from: '2027-04-01', source_url: 'https://www.gov.uk/', updated_by: adminId }])
  })

  it('are not changed by a member, nor added or removed by anyone through the API', async () => {
    expect((await change(member, { value: '0 £' })).data).toEqual([])
    const added = await admin.from('essential_facts').insert({ key: `${key}-naujas`, kind: 'phone', label: 'Naujas', value: '999', source_url: 'https://www.gov.uk/', checked_on: '2026-11-25' })
    expect(added.error?.code).toBe('42501')
    const removed = await admin.from('essential_facts').delete().eq('key', key)
    expect(removed.error?.code).toBe('42501')
  })

  it.each([
    ['a source that is not https', { source_url: 'javascript:alert(1)' }],
    ['a plain http source', { source_url: 'http://www.gov.uk/' }],
    ['HTML in the value', { value: '<b>12 £</b>' }],
    ['an amount without the date it applies from', { applies_from: null }],
    ['an empty value', { value: '  ' }],
    ['a value over 200 characters', { value: 'x'.repeat(201) }],
  ])('refuses %s', async (_case, patch) => {
    const { error } = await change(admin, patch)
    expect(error?.code).toBe('23514')
  })
})
