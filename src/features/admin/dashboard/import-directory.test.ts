import { beforeEach, describe, expect, it, vi } from 'vitest'
import { embeddedRows } from '@/features/directory/embedded-rows'
import { supabase } from '@/lib/supabase/client'
import type { TablesInsert } from '@/lib/supabase/database.types'
import { fakeQuery, type FakeQuery } from '@/testing/fake-query'
import { importDirectory } from './import-directory'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))

const rows: TablesInsert<'directory_entries'>[] = Array.from({ length: 51 }, (_, i) => ({
  directory: 'media',
  slug: `leidinys-${i + 1}`,
  name: `Leidinys ${i + 1}`,
  status: 'published',
  details: { category: 'Portalai' },
}))

/** Each batch answers with the rows the database "inserted": those `isNew` accepts. */
function fakeTable(isNew: (row: { slug: string }) => boolean) {
  const queries: FakeQuery[] = []
  vi.mocked(supabase.from).mockImplementation(() => {
    const query = fakeQuery((calls) => {
      const sent = (calls.find(([method]) => method === 'upsert')?.[1][0] ?? []) as Array<{ slug: string }>
      return { data: sent.filter(isNew).map(({ slug }) => ({ id: slug })) }
    })
    queries.push(query)
    return query as never
  })
  return queries
}

const upserts = (queries: FakeQuery[]) => queries.flatMap((query) => query.calls.filter(([method]) => method === 'upsert').map(([, args]) => args))

describe('importDirectory', () => {
  beforeEach(() => vi.clearAllMocks())

  it('sends 51 entries as a batch of 50 and a batch of 1 that skip pairs the database has', async () => {
    const queries = fakeTable(() => true)
    await expect(importDirectory(rows)).resolves.toEqual({ added: 51 })
    expect(supabase.from).toHaveBeenCalledWith('directory_entries')
    const batches = upserts(queries)
    expect(batches.map(([sent]) => (sent as unknown[]).length)).toEqual([50, 1])
    for (const [, options] of batches) expect(options).toEqual({ onConflict: 'directory,slug', ignoreDuplicates: true })
    expect(queries[0]!.calls).toContainEqual(['select', ['id']])
  })

  it('counts only the entries the database added', async () => {
    fakeTable((row) => row.slug === 'leidinys-7' || row.slug === 'leidinys-51')
    await expect(importDirectory(rows)).resolves.toEqual({ added: 2 })
  })

  it('adds nothing when the database already has every entry', async () => {
    fakeTable(() => false)
    await expect(importDirectory(rows)).resolves.toEqual({ added: 0 })
  })

  it('imports every embedded entry of every directory, published, by default', async () => {
    const queries = fakeTable(() => false)
    await importDirectory()
    const sent = upserts(queries).flatMap(([batch]) => batch as Array<TablesInsert<'directory_entries'>>)
    expect(sent).toEqual(embeddedRows())
    expect(new Set(sent.map((row) => row.directory))).toEqual(new Set(['communities', 'collectives', 'sports', 'schools', 'student_societies', 'media', 'businesses']))
    expect(sent.every((row) => row.status === 'published')).toBe(true)
    expect(upserts(queries).every(([batch]) => (batch as unknown[]).length <= 50)).toBe(true)
  })
})
