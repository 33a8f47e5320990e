import { useCallback } from 'react'
import { useSession } from './use-session'

/**
 * Signs the member out through the session's client; answers supabase-js's result. Shared by the
 * header's account menu and the admin area's 'switch account', so it lives with the session.
 */
export function useSignOut() {
  const { getSupabase } = useSession()
  return useCallback(async () => (await getSupabase()).auth.signOut(), [getSupabase])
}
