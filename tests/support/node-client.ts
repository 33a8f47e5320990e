/**
 * supabase-js in Node, for the backend and end-to-end suites: the Supabase CLI's public demo
 * keys and a client with its own in-memory session.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../src/lib/supabase/database.types'

export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

export type Client = SupabaseClient<Database>

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

let clientCount = 0

/**
 * A client of its own: a separate session, no automatic refresh; realtime over Node's own WebSocket.
 * `fetch` replaces the global one (a test that calls from another client address).
 */
export function nodeClient(url: string, key = ANON_KEY, { fetch }: { fetch?: typeof globalThis.fetch } = {}): Client {
  clientCount += 1
  return createClient<Database>(url, key, {
    ...(fetch ? { global: { fetch } } : {}),
    auth: {
      storage: memoryStorage(),
      storageKey: `test-${clientCount}`,
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
    },
  })
}
