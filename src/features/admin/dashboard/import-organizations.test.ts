import { beforeEach, describe, expect, it, vi } from 'vitest'
import type { Organization } from '@/data/organizations'
import { supabase } from '@/lib/supabase/client'
import { fakeQuery, type FakeQuery } from '@/testing/fake-query'
import { importOrganizations } from './import-organizations'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))

const source: Organization[] = Array.from({ length: 51 }, (_, i) => ({
  id: `org-${i + 1}`,
  name: `Organizacija ${i + 1}`,
  category: 'bendruomenes',
  location: 'Londonas',
}))

/** Records every query the import makes; the existence check answers with `existing`. */
function fakeTable(existing: unknown[]) {
  const queries: FakeQuery[] = []
  vi.mocked(supabase.from).mockImplementation(() => {
    const query = fakeQuery((calls) => (calls[0]?.[0] === 'select' ? { data: existing } : { data: null }))
    queries.push(query)
    return query as never
  })
  return queries
}

const inserted = (queries: FakeQuery[]) =>
  queries.flatMap((query) => query.calls.filter(([method]) => method === 'insert').map(([, [rows]]) => rows as Array<{ name: string }>))

describe('importOrganizations', () => {
  beforeEach(() => vi.clearAllMocks())

  it('inserts 51 rows as a batch of 50 and a batch of 1', async () => {
    const queries = fakeTable([])
    await expect(importOrganizations(source)).resolves.toEqual({ status: 'imported', count: 51 })
    expect(supabase.from).toHaveBeenCalledWith('organizations')
    expect(queries[0].calls).toEqual([
      ['select', ['id']],
      ['limit', [1]],
    ])
    const batches = inserted(queries)
    expect(batches.map((rows) => rows.length)).toEqual([50, 1])
    expect(batches[0][0]).toMatchObject({ name: 'Organizacija 1', category: 'bendruomenes', location: 'Londonas', email: null })
    expect(batches[1][0].name).toBe('Organizacija 51')
  })

  it('refuses when the table has any row, inserting nothing', async () => {
    const queries = fakeTable([{ id: 'x' }])
    await expect(importOrganizations(source)).resolves.toEqual({ status: 'exists' })
    expect(inserted(queries)).toEqual([])
  })
})
