import { createClient } from '@supabase/supabase-js'
import { env } from '@/lib/env'
import type { Database } from './database.types'

/**
 * The one Supabase client. Only lazily loaded chunks import it (the session provider with
 * import(), the community membership section, the account page, the admin area), so
 * supabase-js stays out of the home page's first load.
 */
export const supabase = createClient<Database>(env.supabaseUrl, env.supabaseAnonKey, {
  auth: { persistSession: true, autoRefreshToken: true, detectSessionInUrl: true },
})
