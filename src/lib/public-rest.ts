import { env } from '@/lib/env'

/**
 * A read of the data API with the public key, as a plain fetch: public pages revalidate without
 * loading supabase-js (first-load budget). Row-level security decides what comes back: for a
 * signed-in reader, pass their access token and it answers for them.
 */
export async function readPublic<Row>(table: string, params: Record<string, string>, signal?: AbortSignal, accessToken?: string): Promise<Row[]> {
  const response = await fetch(`${env.supabaseUrl}/rest/v1/${table}?${new URLSearchParams(params)}`, {
    headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${accessToken ?? env.supabaseAnonKey}`, Accept: 'application/json' },
    signal,
  })
  if (!response.ok) throw new Error(`${table}: HTTP ${response.status}`)
  const rows: unknown = await response.json()
  if (!Array.isArray(rows)) throw new Error(`${table}: not a list`)
  return rows as Row[]
}
