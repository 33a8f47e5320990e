// POST /auth/v1/recover: mails a recovery link if the address has an account. The answer, and
// the e-mail limit it counts against, are the same either way, so it reveals nothing.
import { linkTo, newLinkToken } from '../email-links.mjs'
import { recoveryMail } from '../mails.mjs'
import { readInput } from '../request.mjs'
import { checkEmail, safeRedirect } from '../validation.mjs'

/** @type {import('../service.mjs').AuthHandler} */
export async function recover(ctx, auth) {
  const input = await readInput(ctx)
  const email = checkEmail(input.email)
  const redirectTo = safeRedirect(ctx.url.searchParams.get('redirect_to'), auth.siteUrl)
  auth.limiter.email()
  const token = newLinkToken()
  const found = await auth.asAuth(async (tx) => {
    const { rowCount } = await tx.query(
      'update auth.users set recovery_token = $2, recovery_sent_at = now() where lower(email) = $1',
      [email, token],
    )
    return rowCount > 0
  })
  if (found) auth.outbox.send(recoveryMail({ to: email, link: linkTo(auth, token, 'recovery', redirectTo) }))
  return { status: 200, body: {} }
}
