import { lazy, Suspense, useEffect } from 'react'
import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { m } from '@/paraglide/messages'
import { useSession } from '@/lib/session/use-session'
import type { MemberMenuProps } from './member-menu'

/** If the menu's script cannot load (the connection dropped), the account page still opens. */
function MemberMenuUnavailable({ onNavigate }: MemberMenuProps) {
  return (
    <Link to={paths.account} onClick={onNavigate} className="inline-flex min-h-10 items-center rounded-md px-2 text-sm font-medium text-slate-800 hover:bg-slate-100">
      {m.account_my_account()}
    </Link>
  )
}

// A member's menu (their name, unread decisions, signing out) loads when there is a member:
// most visitors never sign in, and this control is in every page's first load.
const loadMemberMenu = () => import('./member-menu')
const MemberMenu = lazy(() =>
  loadMemberMenu().then(
    (module) => ({ default: module.MemberMenu }),
    () => ({ default: MemberMenuUnavailable }),
  ),
)

/** The header's account control: 'Prisijungti', or the signed-in member's menu. */
export function AccountMenu({ variant, onNavigate }: MemberMenuProps) {
  const { user, isLoading, openSignIn } = useSession()
  // A returning member's session is being restored: fetch their menu alongside it.
  useEffect(() => {
    if (isLoading) loadMemberMenu().catch(() => {})
  }, [isLoading])

  if (user) {
    return (
      <Suspense fallback={null}>
        <MemberMenu variant={variant} onNavigate={onNavigate} />
      </Suspense>
    )
  }
  return (
    <Button
      variant="accent"
      className={cn(variant === 'mobile' && 'w-full')}
      onClick={() => {
        onNavigate?.()
        openSignIn()
      }}
    >
      {m.account_sign_in()}
    </Button>
  )
}
