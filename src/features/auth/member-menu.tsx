import { Link } from '@/lib/routing'
import { LogOut, UserRound } from 'lucide-react'
import { paths } from '@/app/paths'
import { Button } from '@/components/ui/button'
import { cn } from '@/lib/cn'
import { messages } from '@/lib/messages'
import { useSession } from '@/lib/session/use-session'
import { useSignOut } from '@/lib/session/use-sign-out'
import { notify } from '@/lib/toast'
import { m } from '@/paraglide/messages'
import { useUnreadNotices } from './use-unread-notices'

export type MemberMenuProps = { variant: 'desktop' | 'mobile'; onNavigate?: () => void }

/** A signed-in member's header control: their account (with unread notices) and signing out. */
export function MemberMenu({ variant, onNavigate }: MemberMenuProps) {
  const { user } = useSession()
  const signOut = useSignOut()
  const unread = useUnreadNotices()
  if (!user) return null

  const meta = user.user_metadata as { first_name?: string; last_name?: string }
  const who = [meta.first_name, meta.last_name].filter(Boolean).join(' ') || user.email

  const handleSignOut = async () => {
    onNavigate?.()
    const { error } = await signOut()
    if (error) void notify.error(messages.error, m.auth_sign_out_failed())
  }

  return (
    <div className={cn('flex items-center gap-2', variant === 'mobile' && 'flex-col items-stretch')}>
      <Link
        to={paths.account}
        onClick={onNavigate}
        className="inline-flex min-h-10 items-center gap-2 rounded-md px-2 text-sm font-medium text-slate-800 hover:bg-slate-100"
      >
        <UserRound aria-hidden className="size-4" />
        <span className="max-w-48 truncate">
          <span className="sr-only">{m.auth_my_account_prefix()}</span>
          {who}
        </span>
        {unread > 0 && (
          <span className="rounded-full bg-accent-400 px-2 text-xs font-semibold text-slate-900">
            <span className="sr-only">{m.auth_unread_prefix()}</span>
            {unread}
          </span>
        )}
      </Link>
      <Button variant="outline" onClick={() => void handleSignOut()}>
        <LogOut aria-hidden />
        {messages.signOut}
      </Button>
    </div>
  )
}
