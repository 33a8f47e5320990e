// POST /auth/v1/token: the grant named by `grant_type` answers. The body is read first, so
// malformed JSON is reported before an unsupported grant, as GoTrue does.
import { authError } from '../errors.mjs'
import { readInput } from '../request.mjs'
import { passwordGrant } from './password-grant.mjs'
import { refreshGrant } from './refresh-grant.mjs'

/**
 * @typedef {import('../../http/app.mjs').Context} Context
 * @typedef {import('../service.mjs').AuthService} AuthService
 * @typedef {(ctx: Context, auth: AuthService, input: Record<string, unknown>) => Promise<import('../../http/app.mjs').Reply>} Grant
 */

/** @type {Map<string, Grant>} */
const GRANTS = new Map([
  ['password', passwordGrant],
  ['refresh_token', refreshGrant],
])

/** @type {import('../service.mjs').AuthHandler} */
export async function token(ctx, auth) {
  const grant = GRANTS.get(ctx.url.searchParams.get('grant_type') ?? '')
  const input = await readInput(ctx)
  if (!grant) throw authError(400, 'invalid_credentials', 'unsupported_grant_type')
  return grant(ctx, auth, input)
}
