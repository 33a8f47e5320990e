/**
 * supabase-js in Node, for the backend and end-to-end suites: the Supabase CLI's public demo
 * keys and a client with its own in-memory session.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import WebSocket from 'ws'
import type { Database } from '../../src/lib/supabase/database.types'

export const ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'
export const SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU'

export type Client = SupabaseClient<Database>

/**
 * Node 20 has no global WebSocket and supabase-js's realtime client refuses to start without
 * one. A client made without `realtime: true` gets a transport that fails loudly if opened.
 */
class NoWebSocket {
  constructor() {
    throw new Error('This client was made without realtime: nodeClient(url, key, { realtime: true })')
  }
}

function memoryStorage() {
  const items = new Map<string, string>()
  return {
    getItem: (key: string) => items.get(key) ?? null,
    setItem: (key: string, value: string) => void items.set(key, value),
    removeItem: (key: string) => void items.delete(key),
  }
}

let clientCount = 0

/** A client of its own: a separate session, no automatic refresh; realtime over `ws` when asked. */
export function nodeClient(url: string, key = ANON_KEY, { realtime = false } = {}): Client {
  clientCount += 1
  return createClient<Database>(url, key, {
    auth: {
      storage: memoryStorage(),
      storageKey: `test-${clientCount}`,
      autoRefreshToken: false,
      persistSession: true,
      detectSessionInUrl: false,
    },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- ws and the stand-in class both construct a WebSocket, typed differently
    realtime: { transport: (realtime ? WebSocket : NoWebSocket) as any },
  })
}
