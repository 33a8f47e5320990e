import { afterEach, describe, expect, it, vi } from 'vitest'
import type { User } from '@supabase/supabase-js'
import { supabase } from '@/lib/supabase/client'
import { queryClient } from '@/lib/query-client'
import { fakeQuery, type FakeCall, type FakeQuery } from '@/testing/fake-query'
import { exportMyData } from './export-data'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), rpc: vi.fn() } }))

const user = { id: 'u-1', email: 'rasa@example.org', created_at: '2027-01-01T00:00:00Z', email_confirmed_at: null, user_metadata: {} } as unknown as User

const rows: Record<string, unknown[]> = {
  profiles: [],
  community_memberships: [],
  events: [],
  chat_messages: [],
  classifieds: [{ id: 'c-1', title: 'Kambarys Lidse', status: 'approved' }],
  content_reports: [
    { id: 'r-1', target_kind: 'classified', target_id: 'c-9', reason: 'scam_or_fraud', note: null, status: 'open', created_at: '2027-05-01T10:00:00Z', decided_at: null },
  ],
  entry_corrections: [{ id: 'k-1', entry_id: 'd-1', changes: { phone: '+44 20 0000 0000' }, note: '', status: 'pending' }],
  entry_claims: [{ id: 'l-1', entry_id: 'd-1', role: 'Pirmininkė', verification: 'Skambinkite', status: 'approved' }],
  entry_managers: [{ id: 'm-1', entry_id: 'd-1', role: 'Pirmininkė', created_at: '2027-05-02T10:00:00Z' }],
}

/** Runs the export and answers what it downloaded, parsed. */
async function exportAndRead() {
  const queries: Array<FakeQuery & { table: string }> = []
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    const query = fakeQuery((calls: FakeCall[]) => {
      if (table !== 'classified_replies') return { data: rows[table] }
      // The replies the member sent, or those their classifieds received.
      const sent = calls.some(([method, args]) => method === 'eq' && args[0] === 'sender_id')
      return { data: [{ id: sent ? 'sent-1' : 'received-1', classified_id: sent ? 'c-9' : 'c-1', body: 'Sveiki', created_at: '2027-05-02T10:00:00Z' }] }
    })
    queries.push(Object.assign(query, { table }))
    return query as never
  })
  // The member's own proposals and classifieds come from functions that keep to the caller's rows.
  vi.mocked(supabase.rpc).mockImplementation(((name: string) => {
    const table = name === 'own_classifieds' ? 'classifieds' : 'events'
    const query = fakeQuery({ data: rows[table] })
    queries.push(Object.assign(query, { table: `rpc:${name}` }))
    return query as never
  }) as never)
  let blob: Blob | undefined
  // jsdom has no object URLs: this one keeps the file (the setup unstubs it after each test).
  vi.stubGlobal(
    'URL',
    class extends URL {
      static createObjectURL(value: Blob) {
        blob = value
        return 'blob:export'
      }
      static revokeObjectURL() {}
    },
  )
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {})
  await exportMyData(user)
  const text = await new Promise<string>((resolve) => {
    const reader = new FileReader()
    reader.onload = () => resolve(String(reader.result))
    reader.readAsText(blob as Blob)
  })
  return { data: JSON.parse(text) as Record<string, unknown>, queries }
}

describe('exportMyData', () => {
  afterEach(() => {
    queryClient.clear()
    vi.restoreAllMocks()
  })

  it('includes the member’s classifieds, the reports they made and the replies they sent and received', async () => {
    const { data, queries } = await exportAndRead()
    expect(data.classifieds).toEqual(rows.classifieds)
    expect(data.reports).toEqual(rows.content_reports)
    expect(data.classified_replies_sent).toEqual([expect.objectContaining({ id: 'sent-1' })])
    expect(data.classified_replies_received).toEqual([expect.objectContaining({ id: 'received-1' })])
    const calls = (table: string) => queries.filter((query) => query.table === table).map((query) => query.calls)
    expect(queries.map((query) => query.table)).toEqual(expect.arrayContaining(['rpc:own_classifieds', 'rpc:own_events']))
    expect(calls('classifieds')).toEqual([])
    expect(calls('content_reports')[0]).toContainEqual(['eq', ['reporter_id', 'u-1']])
    expect(calls('classified_replies')).toEqual(
      expect.arrayContaining([expect.arrayContaining([['eq', ['sender_id', 'u-1']]]), expect.arrayContaining([['in', ['classified_id', ['c-1']]]])]),
    )
    // The senders of replies received are other members: their ids stay out of this member's file.
    for (const replies of calls('classified_replies')) expect(replies).toContainEqual(['select', ['id, classified_id, body, created_at']])
  })

  it('includes the member’s directory corrections, claims and the entries they manage, without who decided', async () => {
    const { data, queries } = await exportAndRead()
    expect(data.entry_corrections).toEqual(rows.entry_corrections)
    expect(data.entry_claims).toEqual(rows.entry_claims)
    expect(data.entry_managers).toEqual(rows.entry_managers)
    const calls = (table: string) => queries.filter((query) => query.table === table).flatMap((query) => query.calls)
    expect(calls('entry_corrections')).toContainEqual(['eq', ['submitted_by', 'u-1']])
    expect(calls('entry_claims')).toContainEqual(['eq', ['claimant_id', 'u-1']])
    expect(calls('entry_managers')).toContainEqual(['eq', ['user_id', 'u-1']])
    for (const table of ['entry_corrections', 'entry_claims']) expect(calls(table).find(([method]) => method === 'select')?.[1][0]).not.toContain('decided_by')
  })
})
