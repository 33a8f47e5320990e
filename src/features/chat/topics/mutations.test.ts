import { describe, expect, it, vi } from 'vitest'
import { supabase } from '@/lib/supabase/client'
import { fakeQuery, type FakeQuery } from '@/testing/fake-query'
import { createTopic } from './mutations'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))

describe('createTopic', () => {
  it('inserts a topic room and answers the address the database gave it', async () => {
    let query: FakeQuery | undefined
    vi.mocked(supabase.from).mockImplementation(() => (query = fakeQuery({ data: { slug: 'darbas-londone' } })) as never)
    const slug = await createTopic({ name: 'Darbas Londone', category: 'karjera', description: '' })
    expect(slug).toBe('darbas-londone')
    expect(supabase.from).toHaveBeenCalledWith('chat_rooms')
    expect(query?.calls).toEqual([
      ['insert', [{ kind: 'topic', name: 'Darbas Londone', topic_category: 'karjera', description: '' }]],
      ['select', ['slug']],
      ['single', []],
    ])
  })

  it("passes the database's refusal on to the form", async () => {
    const refusal = { message: 'Per daug naujų temų per valandą', code: 'PT429' }
    vi.mocked(supabase.from).mockImplementation(() => fakeQuery({ error: refusal }) as never)
    await expect(createTopic({ name: 'Dar viena', category: 'karjera', description: '' })).rejects.toMatchObject({ code: 'PT429' })
  })
})
