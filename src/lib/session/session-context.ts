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
  /** The one sign-in dialog (rendered by the app shell): any feature may open it. */
  isSignInOpen: boolean
  openSignIn: () => void
  closeSignIn: () => void
  /** What had focus when the dialog opened, so closing it can return there. */
  signInReturnFocus: HTMLElement | null
}

export const SessionContext = createContext<SessionState | null>(null)
