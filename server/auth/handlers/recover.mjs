// POST /auth/v1/recover: mails a recovery link if the address has an account. The answer is the
// same either way, so it reveals nothing: the limits that can refuse it (requests per client,
// one mail per address per max_frequency, the client's and the service's mail left this hour)
// are checked whatever the address, and only a mail actually sent spends any of the mail.
import { linkTo, newLinkToken } from '../email-links.mjs'
import { recoveryMail } from '../mails.mjs'
import { clientAddress, readInput } from '../request.mjs'
import { checkEmail, safeRedirect } from '../validation.mjs'

/** @type {import('../service.mjs').AuthHandler} */
export async function recover(ctx, auth) {
  const client = clientAddress(ctx)
  auth.limiter.request('signInSignUp', client)
  const input = await readInput(ctx)
  const email = checkEmail(input.email)
  const redirectTo = safeRedirect(ctx.url.searchParams.get('redirect_to'), auth.siteUrl)
  auth.limiter.checkEmail(client)
  auth.limiter.mailTo('recovery', email)
  const token = newLinkToken()
  const found = await auth.asAuth(async (tx) => {
    /** @type {import('../../db/types.mjs').QueryResult<{ id: string }>} */
    const { rows } = await tx.query('select id from auth.users where lower(email) = $1', [email])
    if (!rows[0]) return false
    auth.limiter.email(client)
    await tx.query('update auth.users set recovery_token = $2, recovery_sent_at = now() where id = $1', [rows[0].id, token])
    return true
  })
  if (found) auth.outbox.send(recoveryMail({ to: email, link: linkTo(auth, token, 'recovery', redirectTo) }))
  return { status: 200, body: {} }
}
