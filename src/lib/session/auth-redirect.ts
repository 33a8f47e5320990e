import { authStorageKey } from '@/lib/env'

export type AuthRedirect = { kind: 'signup' | 'recovery' | 'other' } | { kind: 'error'; description: string } | null

/** What an e-mail link brought in the URL fragment, read before supabase-js clears it. */
export function readAuthRedirect(hash: string): AuthRedirect {
  const params = new URLSearchParams(hash.replace(/^#/, ''))
  if (params.get('error') || params.get('error_code')) {
    return { kind: 'error', description: params.get('error_description') ?? '' }
  }
  if (!params.get('access_token')) return null
  const type = params.get('type')
  return { kind: type === 'signup' || type === 'recovery' ? type : 'other' }
}

/** True when this browser may be signed in, so supabase-js has something to read. */
export function hasStoredSession(): boolean {
  try {
    return window.localStorage.getItem(authStorageKey) !== null
  } catch {
    return false
  }
}
