/**
 * Direct calls to the e2e run's embedded backend (Auth and REST over fetch), for arranging
 * data and checking what the database holds. The UI under test still goes through the app.
 */
export const API_URL = `http://127.0.0.1:${process.env.E2E_API_PORT ?? 54331}`
import { ANON_KEY, SERVICE_ROLE_KEY } from '../../support/node-client'

export { ANON_KEY, SERVICE_ROLE_KEY }

export const accounts = {
  admin: { email: 'admin@bendruomene.test', password: 'Admin123!' },
  member: { email: 'narys@bendruomene.test', password: 'Narys123!' },
} as const

export type Session = { access_token: string; refresh_token: string; expires_at: number; user: { id: string; email: string } }

async function json<T>(response: Response): Promise<T> {
  const text = await response.text()
  if (!response.ok) throw new Error(`${response.status} ${response.url}: ${text}`)
  return (text ? JSON.parse(text) : null) as T
}

export async function signIn(email: string, password: string): Promise<Session> {
  const response = await fetch(`${API_URL}/auth/v1/token?grant_type=password`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password }),
  })
  return json<Session>(response)
}

type MailMessage = { id: string; to: string; subject: string; text: string; links: string[] }

/** The newest message the backend would have sent to `to`. */
export async function latestMail(to: string): Promise<MailMessage | undefined> {
  const messages = await json<MailMessage[]>(await fetch(`${API_URL}/__dev/mail`))
  return messages.find((message) => message.to.toLowerCase() === to.toLowerCase())
}

/** Signs up through the Auth API and follows the confirmation link; returns the session. */
export async function createConfirmedUser(email: string, password: string, data: Record<string, string> = {}): Promise<Session> {
  await json(
    await fetch(`${API_URL}/auth/v1/signup`, {
      method: 'POST',
      headers: { apikey: ANON_KEY, 'Content-Type': 'application/json' },
      body: JSON.stringify({ email, password, data }),
    }),
  )
  const mail = await latestMail(email)
  const link = mail?.links.find((l) => l.includes('/verify'))
  if (!link) throw new Error(`No confirmation mail for ${email}`)
  await fetch(link, { redirect: 'manual' })
  return signIn(email, password)
}

/** A confirmed account of its own for one test. */
export async function createFreshUser(prefix: string, data: Record<string, string> = {}) {
  const email = uniqueEmail(prefix)
  const password = 'Slaptas12'
  const session = await createConfirmedUser(email, password, data)
  return { email, password, id: session.user.id, session }
}

/** A REST call as the given key or user token. */
export async function rest<T = unknown>(path: string, init: RequestInit & { token?: string } = {}): Promise<T> {
  const { token = SERVICE_ROLE_KEY, headers, ...rest } = init
  const response = await fetch(`${API_URL}/rest/v1/${path}`, {
    ...rest,
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/json', ...headers },
  })
  return json<T>(response)
}

/** Exact row count of a table (optionally filtered, PostgREST syntax), read with the service role. */
export async function countRows(table: string, filter = ''): Promise<number> {
  const response = await fetch(`${API_URL}/rest/v1/${table}?select=*${filter ? `&${filter}` : ''}`, {
    method: 'HEAD',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, Prefer: 'count=exact' },
  })
  return Number(response.headers.get('content-range')?.split('/')[1] ?? 'NaN')
}

export function uniqueEmail(prefix: string): string {
  return `${prefix}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.org`
}
