// GET /auth/v1/verify: the link of a confirmation or recovery mail. Redirects (303) to
// `redirect_to` with the new session in the URL fragment, or with GoTrue's otp_expired error.
import { redeemLinkToken } from '../email-links.mjs'
import { clientAddress } from '../request.mjs'
import { safeRedirect } from '../validation.mjs'

/** @type {import('../service.mjs').AuthHandler} */
export async function openEmailLink(ctx, auth) {
  auth.limiter.request('verification', clientAddress(ctx))
  const params = ctx.url.searchParams
  const redirectTo = safeRedirect(params.get('redirect_to'), auth.siteUrl)
  const session = await redeemLinkToken(auth, params.get('token'), params.get('type'))
  const target = new URL(redirectTo)
  if (!session) {
    target.hash = 'error=access_denied&error_code=otp_expired&error_description=Email+link+is+invalid+or+has+expired&sb='
  } else {
    const fragment = new URLSearchParams({
      access_token: session.access_token,
      expires_at: String(session.expires_at),
      expires_in: String(session.expires_in),
      refresh_token: session.refresh_token,
      sb: '',
      token_type: 'bearer',
      type: params.get('type') ?? '',
    })
    target.hash = fragment.toString()
  }
  return { status: 303, headers: { Location: target.href } }
}
