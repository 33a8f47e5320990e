/**
 * supabase-js clients against the e2e run's backend, for checking what the database itself
 * allows a caller, exactly as the app (or anyone holding the public key) would ask.
 */
import { createClient, type SupabaseClient } from '@supabase/supabase-js'
import type { Database } from '../../../src/lib/supabase/database.types'
import { accounts, ANON_KEY, API_URL } from './api'

export type Client = SupabaseClient<Database>

/**
 * Node 20 has no global WebSocket and supabase-js's realtime client will not start without
 * one. These checks never use realtime, so it gets a transport that fails loudly if opened.
 */
class NoWebSocket {
  constructor() {
    throw new Error('Realtime is not used in these tests')
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

/** A client holding the public anon key and nothing else: a signed-out visitor. */
export function anonClient(): Client {
  return createClient<Database>(API_URL, ANON_KEY, {
    auth: { storage: memoryStorage(), autoRefreshToken: false, persistSession: true, detectSessionInUrl: false },
    // eslint-disable-next-line @typescript-eslint/no-explicit-any -- a stand-in class for the WebSocket constructor type
    realtime: { transport: NoWebSocket as any },
  })
}

/** A client signed in with the given account (the seeded ones by name). */
export async function signedInClient(who: keyof typeof accounts | { email: string; password: string }): Promise<Client> {
  const client = anonClient()
  const { error } = await client.auth.signInWithPassword(typeof who === 'string' ? accounts[who] : who)
  if (error) throw error
  return client
}
