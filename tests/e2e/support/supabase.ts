/**
 * supabase-js clients against the e2e run's backend, for checking what the database itself
 * allows a caller, exactly as the app (or anyone holding the public key) would ask.
 */
import { ANON_KEY, nodeClient, type Client } from '../../support/node-client'
import { accounts, API_URL } from './api'

export type { Client }

/** A client holding the public anon key and nothing else: a signed-out visitor. */
export function anonClient(): Client {
  return nodeClient(API_URL, ANON_KEY)
}

/** A client signed in with the given account (the seeded ones by name). */
export async function signedInClient(who: keyof typeof accounts | { email: string; password: string }): Promise<Client> {
  const client = anonClient()
  const { error } = await client.auth.signInWithPassword(typeof who === 'string' ? accounts[who] : who)
  if (error) throw error
  return client
}
