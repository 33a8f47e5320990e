import { useEffect, useRef, type ReactNode } from 'react'
import { ShieldAlert } from 'lucide-react'
import { PageHead } from '@/components/page-head'
import { Button } from '@/components/ui/button'
import { messages } from '@/lib/messages'
import { useSession } from '@/lib/session/use-session'
import { useSignOut } from '@/lib/session/use-sign-out'
import { notify } from '@/lib/toast'

type AccessDeniedProps = { isSignedIn: boolean; signIn: ReactNode }

/** 'Prieiga draudžiama', with a way in: sign in, or (signed in without rights) switch account. */
export function AccessDenied({ isSignedIn, signIn }: AccessDeniedProps) {
  const { openSignIn } = useSession()
  const signOut = useSignOut()
  const actions = useRef<HTMLDivElement>(null)
  const isSwitching = useRef(false)

  useEffect(() => {
    if (isSignedIn || !isSwitching.current) return
    isSwitching.current = false
    // Signed out now: focus the sign-in button first, so closing the dialog returns there.
    actions.current?.querySelector('button')?.focus()
    openSignIn()
  }, [isSignedIn, openSignIn])

  const handleSwitchAccount = async () => {
    isSwitching.current = true
    const { error } = await signOut()
    if (error) {
      isSwitching.current = false
      void notify.error(messages.error, 'Nepavyko atsijungti. Bandykite dar kartą.')
    }
  }

  return (
    <div className="mx-auto flex max-w-lg flex-col items-center px-4 py-20 text-center">
      <PageHead title={messages.accessDenied} description="Administravimo sritis skirta tik administratoriams." noIndex />
      <ShieldAlert aria-hidden className="size-12 text-red-700" />
      <h1 className="mt-4 text-2xl font-semibold">{messages.accessDenied}</h1>
      <p className="mt-2 text-slate-700">
        {isSignedIn
          ? 'Jūsų paskyra neturi administratoriaus teisių.'
          : 'Administravimo sritis skirta tik administratoriams. Prisijunkite administratoriaus paskyra.'}
      </p>
      <div ref={actions} className="mt-6">
        {isSignedIn ? (
          <Button variant="accent" onClick={() => void handleSwitchAccount()}>
            Prisijungti kita paskyra
          </Button>
        ) : (
          signIn
        )}
      </div>
    </div>
  )
}
