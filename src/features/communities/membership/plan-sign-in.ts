import { notify } from '@/lib/toast'
import { membershipMessages } from './messages'

/** A plan needs an account: say so and open the one sign-in dialog. */
export function askToSignInForPlan(openSignIn: () => void) {
  void notify.info(membershipMessages.planSignInRequired, membershipMessages.planSignInText)
  openSignIn()
}
