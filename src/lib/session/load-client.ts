import type { AuthChangeEvent, Session } from '@supabase/supabase-js'
import type { AppSupabaseClient } from './session-context'

/**
 * Loads the one client (its own chunk, out of the first load) and passes every auth event on to
 * `onAuthEvent`. Only the session provider calls this, once.
 */
export async function loadClient(onAuthEvent: (event: AuthChangeEvent, session: Session | null) => void): Promise<AppSupabaseClient> {
  const { supabase } = await import('@/lib/supabase/client')
  supabase.auth.onAuthStateChange(onAuthEvent)
  return supabase
}
