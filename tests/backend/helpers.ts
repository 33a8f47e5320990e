/**
 * Helpers for backend tests, which drive the running embedded backend with the unmodified
 * supabase-js, as the app does.
 *
 *   client()                      a fresh anonymous client with its own in-memory session storage
 *   serviceClient()               service_role (bypasses RLS): arranging data and checking it
 *   signUpAndConfirm(email, pw)   sign-up + the confirmation link from /__dev/mail; signed-in client
 *   signInAs('admin' | 'member')  the seeded accounts, signed in
 *   newUser(prefix)               a fresh confirmed user: { client, user, email, password }
 *   latestMail(to)                newest message the backend would have sent to `to`
 *   notificationPreferences(…)    every argument of set_notification_preferences(), the defaults but for a change
 */
import { inject } from 'vitest'
import type { Database } from '../../src/lib/supabase/database.types'
import { ANON_KEY, nodeClient, SERVICE_ROLE_KEY, type Client } from '../support/node-client'

export const apiUrl = inject('apiUrl')
export const engine = inject('engine')
/** The PostgreSQL 15 cluster of this run; empty on PGlite, whose database lives in the setup process. */
export const databaseUrl = inject('databaseUrl')

export { ANON_KEY, SERVICE_ROLE_KEY, type Client } from '../support/node-client'

export const seeded = {
  admin: { email: 'admin@bendruomene.test', password: 'Admin123!' },
  member: { email: 'narys@bendruomene.test', password: 'Narys123!' },
} as const

/** `url` is another backend than the suite's (a test that starts its own). */
export function client(key = ANON_KEY, url = apiUrl): Client {
  return nodeClient(url, key)
}

export function serviceClient(): Client {
  return client(SERVICE_ROLE_KEY)
}

type Mail = { id: string; to: string; subject: string; text: string; links: string[] }

export async function latestMail(to: string, url = apiUrl): Promise<Mail | undefined> {
  const response = await fetch(`${url}/__dev/mail`)
  const messages = (await response.json()) as Mail[]
  return messages.find((message) => message.to === to.toLowerCase())
}

export function uniqueEmail(prefix = 'user') {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e9)}@example.org`
}

/** Follows a link the way a browser would, returning the redirect target. */
export async function followLink(link: string): Promise<URL> {
  const response = await fetch(link, { redirect: 'manual' })
  return new URL(response.headers.get('location') ?? '')
}

export async function signUpAndConfirm(email: string, password: string, data: Record<string, string> = {}, url = apiUrl) {
  const anon = client(ANON_KEY, url)
  const { error } = await anon.auth.signUp({ email, password, options: { data } })
  if (error) throw error
  const mail = await latestMail(email, url)
  if (!mail) throw new Error(`no confirmation mail for ${email}`)
  await followLink(mail.links[0])
  const signedIn = client(ANON_KEY, url)
  const result = await signedIn.auth.signInWithPassword({ email, password })
  if (result.error) throw result.error
  return { client: signedIn, user: result.data.user }
}

/** `url` is another backend than the suite's (a test that starts its own). */
export async function newUser(prefix = 'user', url = apiUrl) {
  const email = uniqueEmail(prefix)
  const password = 'Slaptas123!'
  const { client: signedIn, user } = await signUpAndConfirm(email, password, { first_name: 'Testas', last_name: prefix }, url)
  return { client: signedIn, user, email, password }
}

/** Communities that rows in a test name (memberships, benefits and logos reference them). */
export async function addCommunities(...ids: string[]) {
  const { error } = await serviceClient()
    .from('communities')
    .upsert(ids.map((id) => ({ id, name: `Bendruomenė ${id}` })), { onConflict: 'id', ignoreDuplicates: true })
  if (error) throw error
}

export async function signInAs(who: keyof typeof seeded, url = apiUrl) {
  const signedIn = client(ANON_KEY, url)
  const { data, error } = await signedIn.auth.signInWithPassword(seeded[who])
  if (error) throw error
  return { client: signedIn, user: data.user }
}

type NotificationPreferences = Database['public']['Functions']['set_notification_preferences']['Args']

/**
 * Every argument of set_notification_preferences() at once, as the account page sends them: the
 * defaults (every kind on both channels, nothing paused, no weekly digest) but for `change`.
 */
export function notificationPreferences(change: Partial<NotificationPreferences> = {}): NotificationPreferences {
  return {
    paused: false,
    decisions: true,
    classified_replies: true,
    classified_expiry: true,
    portal_decisions: true,
    portal_classified_replies: true,
    portal_classified_expiry: true,
    weekly_digest: false,
    ...change,
  }
}
