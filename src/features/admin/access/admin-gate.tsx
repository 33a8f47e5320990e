import type { ReactNode } from 'react'
import { useQuery } from '@tanstack/react-query'
import { useSession } from '@/lib/session/use-session'
import { messages } from '@/lib/messages'
import { AccessDenied } from './access-denied'
import { AdminContext } from './admin-context'
import { adminQueries } from './queries'

type AdminGateProps = {
  children: ReactNode
  /** A way to sign in, shown to signed-out visitors (composed by the app layer). */
  signIn: ReactNode
}

/**
 * Shows the admin area only to an active administrator (a row in admin_users). The database
 * enforces the same through RLS; this gate only decides what to render.
 */
export function AdminGate({ children, signIn }: AdminGateProps) {
  const { user, isLoading } = useSession()
  const admin = useQuery({ ...adminQueries.me(user?.id ?? ''), enabled: Boolean(user) })

  if (isLoading || (user && admin.isPending)) {
    return <p className="px-4 py-16 text-center text-slate-700">{messages.loading}</p>
  }
  if (!user || !admin.data) return <AccessDenied isSignedIn={Boolean(user)} signIn={signIn} />
  return <AdminContext.Provider value={admin.data}>{children}</AdminContext.Provider>
}
