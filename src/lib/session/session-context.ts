import { createContext } from 'react'
import type { Session, SupabaseClient, User } from '@supabase/supabase-js'
import type { Database } from '@/lib/supabase/database.types'

export type AppSupabaseClient = SupabaseClient<Database>

export type SessionState = {
  user: User | null
  session: Session | null
  /** True until the stored session (if any) has been read. */
  isLoading: boolean
  /** Loads supabase-js on first use and starts listening to auth events. */
  getSupabase: () => Promise<AppSupabaseClient>
}

export const SessionContext = createContext<SessionState | null>(null)
