import type { ReactNode } from 'react'
import { useNavigate } from '@/lib/routing'
import { paths } from '@/app/paths'
import { ToasterHost } from '@/components/toaster-host'
import { AuthDialogHost } from '@/features/auth/auth-dialog-host'
import { SessionProvider } from '@/lib/session/session-provider'

/**
 * App-wide providers. Only what every page needs sits here: the query client and
 * supabase-js load with the features that use them (the home page's first-load JS budget).
 */
export function Providers({ children }: { children: ReactNode }) {
  const navigate = useNavigate()
  return (
    <SessionProvider onPasswordRecovery={() => navigate(paths.passwordReset)}>
      {children}
      <AuthDialogHost />
      <ToasterHost />
    </SessionProvider>
  )
}
