import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { Button } from '@/components/ui/button'
import { QueryProvider } from '@/lib/query-client'
import { messages } from '@/lib/messages'
import { useSession } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages'
import { AccountDetails } from '../account-details'

/** /paskyra: UK GDPR self-service for a signed-in member. */
export function AccountPage() {
  const { user, isLoading, openSignIn } = useSession()
  return (
    <div className="mx-auto max-w-3xl px-4 py-10">
      <PageHead title={m.account_my_account()} description={m.account_head_description()} path={paths.account} noIndex />
      <h1 className="text-3xl font-bold text-slate-900">{m.account_my_account()}</h1>
      {isLoading ? (
        <p role="status" className="mt-6">
          {messages.loading}
        </p>
      ) : user ? (
        <QueryProvider>
          <AccountDetails user={user} />
        </QueryProvider>
      ) : (
        <div className="mt-6 flex flex-col items-start gap-4">
          <p className="text-slate-700">{m.account_sign_in_prompt()}</p>
          <Button onClick={openSignIn}>{messages.signIn}</Button>
        </div>
      )}
    </div>
  )
}
