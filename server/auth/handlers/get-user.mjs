// GET /auth/v1/user: the signed-in user.
import { authenticate } from '../authenticate.mjs'
import { authError } from '../errors.mjs'
import { findUser, toUserJson } from '../users.mjs'

/** @type {import('../service.mjs').AuthHandler} */
export async function getUser(ctx, auth) {
  const claims = await authenticate(ctx, auth.db)
  const user = await findUser(auth.db, 'u.id = $1', [claims.sub])
  if (!user) throw authError(404, 'user_not_found', 'User not found')
  return { status: 200, body: toUserJson(user) }
}
