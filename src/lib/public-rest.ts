import { env } from '@/lib/env'

type ReadOptions = {
  /** A signed-in reader's access token: row-level security then answers for them. */
  accessToken?: string
  /**
   * The time zone the database reads and writes times in for this request (PostgREST's
   * `Prefer: timezone`): a `column::date` cast then gives that zone's calendar day.
   */
  timeZone?: string
}

/**
 * A read of the data API with the public key, as a plain fetch: public pages revalidate without
 * loading supabase-js (first-load budget). Row-level security decides what comes back.
 */
export async function readPublic<Row>(table: string, params: Record<string, string>, signal?: AbortSignal, { accessToken, timeZone }: ReadOptions = {}): Promise<Row[]> {
  const response = await fetch(`${env.supabaseUrl}/rest/v1/${table}?${new URLSearchParams(params)}`, {
    headers: {
      apikey: env.supabaseAnonKey,
      Authorization: `Bearer ${accessToken ?? env.supabaseAnonKey}`,
      Accept: 'application/json',
      ...(timeZone && { Prefer: `timezone=${timeZone}` }),
    },
    signal,
  })
  if (!response.ok) throw new Error(`${table}: HTTP ${response.status}`)
  const rows: unknown = await response.json()
  if (!Array.isArray(rows)) throw new Error(`${table}: not a list`)
  return rows as Row[]
}

/**
 * The most rows the data API answers at once (`[api] max_rows` in supabase/config.toml): a hosted
 * project cuts a longer answer silently, and the embedded backend does the same.
 */
export const MAX_ROWS = 1000

/**
 * Every row a read matches, asked for in pages of MAX_ROWS. `params.order` must order the rows
 * totally (end it with a unique column), or a row could fall between two pages.
 */
export async function readAllPublic<Row>(table: string, params: Record<string, string>, signal?: AbortSignal, options: ReadOptions = {}): Promise<Row[]> {
  const rows: Row[] = []
  for (let offset = 0; ; offset += MAX_ROWS) {
    const page = await readPublic<Row>(table, { ...params, limit: String(MAX_ROWS), offset: String(offset) }, signal, options)
    rows.push(...page)
    if (page.length < MAX_ROWS) return rows
  }
}

/**
 * A call of one of the data API's functions with the public key, as a plain fetch (the reads'
 * reasons above): the function runs as a visitor, so row-level security decides what it reads.
 */
export async function callPublic<Result>(fn: string, args: Record<string, unknown>, signal?: AbortSignal): Promise<Result> {
  const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/${fn}`, {
    method: 'POST',
    headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}`, Accept: 'application/json', 'Content-Type': 'application/json' },
    body: JSON.stringify(args),
    signal,
  })
  if (!response.ok) throw new Error(`${fn}: HTTP ${response.status}`)
  return (await response.json()) as Result
}
