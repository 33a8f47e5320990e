// POST /auth/v1/verify: an e-mail token sent in the body (`token_hash`, or `token`) instead of
// opened as a link; answers the new session.
import { redeemLinkToken } from '../email-links.mjs'
import { authError } from '../errors.mjs'
import { clientAddress, readInput } from '../request.mjs'

/** @type {import('../service.mjs').AuthHandler} */
export async function verifyToken(ctx, auth) {
  auth.limiter.request('verification', clientAddress(ctx))
  const input = await readInput(ctx)
  const session = await redeemLinkToken(auth, input.token_hash ?? input.token, input.type)
  if (!session) throw authError(403, 'otp_expired', 'Email link is invalid or has expired')
  return { status: 200, body: session }
}
