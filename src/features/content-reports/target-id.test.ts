import { beforeEach, describe, expect, it, vi } from 'vitest'
import { supabase } from '@/lib/supabase/client'
import { fakeQuery, type FakeCall } from '@/testing/fake-query'
import { ReportTargetMissingError, targetId } from './target-id'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))

/** Answers each table's read with its row's id (none where `ids` has none); keeps every read. */
function answer(ids: Record<string, string>) {
  const reads: Array<{ table: string; calls: FakeCall[] }> = []
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    const query = fakeQuery({ data: ids[table] ? { id: ids[table] } : null })
    reads.push({ table, calls: query.calls })
    return query as never
  })
  return reads
}

describe('targetId', () => {
  beforeEach(() => vi.clearAllMocks())

  it('takes an id it is given without reading anything', async () => {
    const reads = answer({})
    expect(await targetId({ kind: 'chat_message', id: 'm-1' })).toBe('m-1')
    expect(reads).toEqual([])
  })

  it('finds a published entry by its directory and slug, and its published English translation', async () => {
    const reads = answer({ directory_entries: 'd-1', entry_translations: 't-1' })
    expect(await targetId({ kind: 'entry_text', directory: 'communities', entrySlug: 'lidso-bendruomene' })).toBe('d-1')
    expect(await targetId({ kind: 'entry_translation', directory: 'communities', entrySlug: 'lidso-bendruomene' })).toBe('t-1')
    expect(reads[0]!.calls).toEqual(expect.arrayContaining([['eq', ['directory', 'communities']], ['eq', ['slug', 'lidso-bendruomene']], ['eq', ['status', 'published']]]))
    expect(reads[2]).toEqual({ table: 'entry_translations', calls: expect.arrayContaining([['eq', ['entry_id', 'd-1']], ['eq', ['locale', 'en']], ['eq', ['status', 'published']]]) })
  })

  it('finds a published article by its slug, and says so when nothing public answers', async () => {
    answer({ published_articles: 'a-1' })
    expect(await targetId({ kind: 'article', articleSlug: 'kaledos' })).toBe('a-1')
    await expect(targetId({ kind: 'article_translation', articleSlug: 'kaledos' })).rejects.toBeInstanceOf(ReportTargetMissingError)
  })
})
