/** The embedded backend's values, so a fresh clone runs with no .env: the Supabase CLI's local URL and public demo anon key. */
const EMBEDDED_URL = 'http://127.0.0.1:54321'
const EMBEDDED_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0'

function parseUrl(value: string | undefined): string {
  const url = value?.trim() || EMBEDDED_URL
  const { protocol } = new URL(url) // throws on a malformed value: fail at start, not on first call
  if (protocol !== 'http:' && protocol !== 'https:') throw new Error(`VITE_SUPABASE_URL must be http(s): ${url}`)
  return url.replace(/\/$/, '')
}

/**
 * The app's configuration, read once. Only this file reads import.meta.env. Kept free of
 * libraries: the session bootstrap in the first load needs the URL.
 */
export const env = {
  supabaseUrl: parseUrl(import.meta.env.VITE_SUPABASE_URL),
  supabaseAnonKey: import.meta.env.VITE_SUPABASE_ANON_KEY?.trim() || EMBEDDED_ANON_KEY,
}

/** The person the operator names as accountable for users' safety (Online Safety Act 2023). */
export type SafetyContact = { name: string; email: string }

/**
 * The accountable person, from VITE_SAFETY_CONTACT_NAME and VITE_SAFETY_CONTACT_EMAIL; null until
 * the operator sets both, so the terms page never names someone nobody chose. Read when called,
 * not once: it is fixed in the build all the same, and tests can set it.
 */
export function safetyContact(): SafetyContact | null {
  const name = (import.meta.env.VITE_SAFETY_CONTACT_NAME as string | undefined)?.trim()
  const email = (import.meta.env.VITE_SAFETY_CONTACT_EMAIL as string | undefined)?.trim()
  return name && email ? { name, email } : null
}

/** Where supabase-js keeps the session: `sb-<first label of the API host>-auth-token`. */
export const authStorageKey = `sb-${new URL(env.supabaseUrl).hostname.split('.')[0]}-auth-token`
