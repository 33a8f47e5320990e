import { env } from '@/lib/env'

/**
 * The revision of the public content (0 before any change): the newest id of its change log, as
 * `public.content_revision()` answers it. That call first publishes the scheduled articles whose
 * time has come (each publication is logged), so a page learns of them as of any other change.
 * A plain fetch with the public key: public pages check for changes without loading supabase-js.
 */
export async function readLatestRevision(signal?: AbortSignal): Promise<number> {
  const response = await fetch(`${env.supabaseUrl}/rest/v1/rpc/content_revision`, {
    method: 'POST',
    headers: { apikey: env.supabaseAnonKey, Authorization: `Bearer ${env.supabaseAnonKey}`, 'Content-Type': 'application/json', Accept: 'application/json' },
    body: '{}',
    signal,
  })
  if (!response.ok) throw new Error(`content_revision: HTTP ${response.status}`)
  const revision: unknown = await response.json()
  if (typeof revision !== 'number' && typeof revision !== 'string') throw new Error('content_revision: not a number')
  return Number(revision)
}
