import { lazy, Suspense, useState } from 'react'
import { useSession } from '@/lib/session/use-session'

// The dialog brings react-hook-form, zod and supabase-js, too heavy for the home page's first load; they load on first open.
const AuthDialog = lazy(() => import('./auth-dialog').then((m) => ({ default: m.AuthDialog })))

/** The one sign-in dialog, mounted by the app shell and opened through the session's openSignIn(). */
export function AuthDialogHost() {
  const { isSignInOpen, closeSignIn, signInReturnFocus } = useSession()
  const [hasOpened, setHasOpened] = useState(false)
  if (isSignInOpen && !hasOpened) setHasOpened(true)
  if (!hasOpened) return null
  return (
    <Suspense fallback={null}>
      <AuthDialog open={isSignInOpen} onOpenChange={(open) => !open && closeSignIn()} returnFocus={signInReturnFocus} />
    </Suspense>
  )
}
