// The Supabase URL the app is built against: VITE_SUPABASE_URL from the environment or .env,
// else the embedded backend's. Decides whether start/dev also run the embedded backend.
import { existsSync, readFileSync } from 'node:fs'

export const EMBEDDED_API_URL = 'http://127.0.0.1:54321'

/** @returns {Record<string, string>} */
function readDotEnv() {
  if (!existsSync('.env')) return {}
  return Object.fromEntries(
    readFileSync('.env', 'utf8')
      .split('\n')
      .map((line) => line.match(/^\s*([A-Z0-9_]+)\s*=\s*(.*)\s*$/))
      .filter((m) => m !== null)
      .map(/** @returns {[string, string]} */ (m) => [m[1], m[2].replace(/^['"]|['"]$/g, '')]),
  )
}

export function supabaseUrl() {
  return process.env.VITE_SUPABASE_URL ?? readDotEnv().VITE_SUPABASE_URL ?? EMBEDDED_API_URL
}

/** The site's public origin (VITE_SITE_URL), as the client build sees it, without a trailing slash. */
export function siteUrl() {
  return (process.env.VITE_SITE_URL ?? readDotEnv().VITE_SITE_URL ?? 'http://localhost:4173').replace(/\/$/, '')
}

/** True when the app talks to the embedded backend on this machine. */
export function usesEmbeddedBackend() {
  const url = new URL(supabaseUrl())
  return ['127.0.0.1', 'localhost'].includes(url.hostname) && url.port === '54321'
}
