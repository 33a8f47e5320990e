import { useState } from 'react'
import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { buttonVariants } from '@/components/ui/button'
import { messages } from '@/lib/messages'
import { useSession } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages'
import { ForgotPasswordForm } from '../forgot-password-form'
import { authMessages } from '../messages'
import { NewPasswordForm } from '../new-password-form'

/** Where the recovery link lands: set a new password, or ask for a new link. */
export function PasswordResetPage() {
  const { session, isLoading } = useSession()
  const [isDone, setIsDone] = useState(false)

  return (
    <div className="mx-auto max-w-md px-4 py-12">
      <PageHead title={m.account_reset_title()} description={m.account_reset_description()} path={paths.passwordReset} noIndex />
      <h1 className="text-3xl font-bold text-slate-900">{m.account_reset_title()}</h1>
      <div className="mt-6">
        {isLoading ? (
          <p role="status">{messages.loading}</p>
        ) : isDone ? (
          <div className="flex flex-col gap-4">
            <p role="status">{authMessages.passwordChanged}</p>
            <Link to={paths.home} className={buttonVariants()}>
              {m.account_reset_home()}
            </Link>
          </div>
        ) : session ? (
          <>
            <p className="mb-4 text-slate-700">{m.account_reset_enter()}</p>
            <NewPasswordForm onSuccess={() => setIsDone(true)} />
          </>
        ) : (
          <>
            <p className="mb-6 text-slate-700">
              {m.account_reset_link_invalid()}
            </p>
            <ForgotPasswordForm />
          </>
        )}
      </div>
    </div>
  )
}
