// PUT /auth/v1/user: a new password and merged user metadata. Other fields, such as `email`,
// are ignored.
import { authenticate } from '../authenticate.mjs'
import { authError } from '../errors.mjs'
import { readInput } from '../request.mjs'
import { findExistingUser, toUserJson } from '../users.mjs'
import { checkPassword } from '../validation.mjs'

/** @type {import('../service.mjs').AuthHandler} */
export async function updateUser(ctx, auth) {
  const claims = await authenticate(ctx, auth.db)
  const input = await readInput(ctx)
  const user = await auth.asAuth(async (tx) => {
    if (input.password !== undefined && input.password !== null) {
      const password = checkPassword(input.password)
      /** @type {import('../../db/types.mjs').QueryResult<{ same: boolean }>} */
      const { rows } = await tx.query(
        'select encrypted_password = extensions.crypt($2, encrypted_password) as same from auth.users where id = $1',
        [claims.sub, password],
      )
      if (rows[0]?.same) throw authError(422, 'same_password', 'New password should be different from the old password.')
      await tx.query(`update auth.users set encrypted_password = ${auth.hashSql}, updated_at = now() where id = $2`, [password, claims.sub])
      // As GoTrue does: a new password ends every other session (their refresh tokens go
      // with them) and voids any recovery or confirmation link still in a mailbox.
      await tx.query('delete from auth.sessions where user_id = $1 and id is distinct from $2', [claims.sub, claims.session_id ?? null])
      await tx.query("update auth.users set recovery_token = '', confirmation_token = '' where id = $1", [claims.sub])
    }
    if (input.data && typeof input.data === 'object') {
      await tx.query(
        'update auth.users set raw_user_meta_data = coalesce(raw_user_meta_data, \'{}\') || $2::jsonb, updated_at = now() where id = $1',
        [claims.sub, JSON.stringify(input.data)],
      )
    }
    return findExistingUser(tx, 'u.id = $1', [claims.sub])
  })
  return { status: 200, body: toUserJson(user) }
}
