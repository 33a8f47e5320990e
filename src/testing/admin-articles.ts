import { vi } from 'vitest'
import type { EditedArticle } from '@/features/news/editor/article-form-schema'
import type { OrganiserEntry } from '@/features/events/proposal/organiser-entries'
import { supabase } from '@/lib/supabase/client'
import { fakeQuery, type FakeCall, type FakeQuery, type FakeResult } from './fake-query'

/** The administrator of the news editor's tests (their id names their picture folder). */
export const articlesAdmin = { id: '0f1e2d3c-0000-4000-8000-000000000000', email: 'admin@bendruomene.test', first_name: 'Rūta', last_name: 'Adomaitė', role: 'admin', is_active: true }

/** What the fake database stamps as now. */
export const SAVED_AT = '2099-01-10T12:32:00.000Z'

/** An article as the editor reads it. */
export const articleRow = (patch: Partial<EditedArticle> = {}): EditedArticle => ({
  id: 'a-1',
  slug: 'vasario-16-mancesteryje',
  title: 'Vasario 16-oji Mančesteryje',
  lead: 'Bendruomenė kviečia švęsti kartu su šeimomis.',
  body: 'Šventė prasidės **18 val.**',
  category: 'Bendruomenė',
  cover_path: null,
  cover_alt: null,
  entry_id: null,
  status: 'draft',
  publish_at: null,
  author_name: 'Rūta A.',
  rejection_reason: null,
  updated_at: '2099-01-09T10:00:00Z',
  ...patch,
})

export const articleEntries: OrganiserEntry[] = [
  { id: 'e-1', name: 'Mančesterio lietuvių bendruomenė', directory: 'communities', slug: 'manchester' },
  { id: 'e-2', name: 'Lietuvių namų šokių kolektyvas', directory: 'collectives', slug: 'sokiai' },
  { id: 'e-3', name: 'Lietuviškos knygos', directory: 'businesses', slug: 'knygos' },
]

const has = (calls: FakeCall[], method: string) => calls.some(([name]) => name === method)
const argOf = (calls: FakeCall[], method: string) => calls.find(([name]) => name === method)?.[1][0]
const idOf = (calls: FakeCall[]) => calls.find(([method, args]) => method === 'eq' && args[0] === 'id')?.[1][1]

/** Saves as the database would: the address from the title when empty, published now without a time, the stamps. */
function saved(previous: EditedArticle | undefined, row: Partial<EditedArticle>): EditedArticle {
  const next = { ...(previous ?? articleRow({ id: 'a-new', slug: '', body: '', title: '', lead: '' })), ...row, updated_at: SAVED_AT }
  if (!next.slug) next.slug = 'naujas-straipsnis'
  if (next.status === 'published' && !next.publish_at) next.publish_at = SAVED_AT
  return next
}

type Backend = {
  articles?: EditedArticle[]
  entries?: OrganiserEntry[]
  /** Answers a write of `articles` instead of the database's echo. */
  write?: (calls: FakeCall[]) => FakeResult | undefined
  /** What other tables answer (none by default). */
  tables?: Record<string, FakeResult>
}

/**
 * The data API, Storage and the picture check as the news editor uses them (supabase must be
 * mocked with `from`, `storage.from` and `functions.invoke`). Every query is kept.
 */
export function fakeArticlesBackend({ articles = [articleRow()], entries = articleEntries, write, tables = {} }: Backend = {}) {
  const queries: Array<FakeQuery & { table: string }> = []
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    const query = fakeQuery((calls): FakeResult => {
      if (table === 'directory_entries') return { data: entries }
      if (table !== 'articles') return tables[table] ?? { data: [] }
      if (has(calls, 'insert') || has(calls, 'update') || has(calls, 'delete')) {
        const answer = write?.(calls)
        if (answer) return answer
        if (has(calls, 'delete')) return { data: [{ id: idOf(calls) }] }
        const previous = articles.find((article) => article.id === idOf(calls))
        return { data: [saved(previous, (argOf(calls, 'insert') ?? argOf(calls, 'update')) as Partial<EditedArticle>)] }
      }
      if (has(calls, 'maybeSingle')) return { data: articles.find((article) => article.id === idOf(calls)) ?? null }
      return { data: articles }
    })
    queries.push(Object.assign(query, { table }))
    return query as never
  })
  const upload = vi.fn(async (path: string) => ({ data: { path }, error: null }))
  const remove = vi.fn(async (paths: string[]) => ({ data: paths.map((name) => ({ name })), error: null }))
  vi.mocked(supabase.storage.from).mockImplementation(() => ({ upload, remove }) as never)
  vi.mocked(supabase.functions.invoke).mockImplementation(async (_name, options) => ({ data: options?.body ?? null, error: null }) as never)
  /** The calls of each write of articles by `method` ('insert', 'update', 'delete'). */
  const writes = (method: string) => queries.filter((query) => query.table === 'articles' && has(query.calls, method)).map((query) => query.calls)
  const written = (method: string) => writes(method).map((calls) => argOf(calls, method))
  return { queries, writes, written, upload, remove, invoke: vi.mocked(supabase.functions.invoke) }
}

/** The check-event-image function refusing a picture, as supabase-js reports it (FunctionsHttpError with the response). */
export function functionRefusal(message: string, status = 422) {
  return Object.assign(new Error('Edge Function returned a non-2xx status code'), {
    context: new Response(JSON.stringify({ code: 'not_an_image', message }), { status, headers: { 'Content-Type': 'application/json' } }),
  })
}

/** A file with these first bytes (and `size` in all). */
export function fileOf(bytes: number[], name: string, type: string, size = bytes.length) {
  const content = new Uint8Array(size)
  content.set(bytes)
  return new File([content], name, { type })
}

export const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]
