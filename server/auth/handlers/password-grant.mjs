// POST /auth/v1/token?grant_type=password: signing in. The password is checked with one bcrypt
// comparison whether or not the address has an account, then a session is opened.
import { authError } from '../errors.mjs'
import { clientAddress } from '../request.mjs'
import { createSession } from '../sessions.mjs'
import { findExistingUser } from '../users.mjs'

/** @type {import('./token.mjs').Grant} */
export async function passwordGrant(ctx, auth, input) {
  auth.limiter.request('signInSignUp', clientAddress(ctx))
  const email = typeof input.email === 'string' ? input.email.toLowerCase() : ''
  const password = typeof input.password === 'string' ? input.password : ''
  if (!email || !password) throw authError(400, 'validation_failed', 'missing email or phone')
  const decoyHash = await auth.decoyHash()
  return auth.asAuth(async (tx) => {
    // Hashed against the decoy when no account has the address.
    /** @type {import('../../db/types.mjs').QueryResult<{ id: string | null, confirmed: boolean | null, stored: string | null, hash: string }>} */
    const { rows } = await tx.query(
      `select u.id, u.email_confirmed_at is not null as confirmed, u.encrypted_password as stored, attempt.hash
       from (select 1) as one
       left join auth.users u on lower(u.email) = $1 and u.deleted_at is null
       cross join lateral (select extensions.crypt($2, coalesce(nullif(u.encrypted_password, ''), $3)) as hash) as attempt`,
      [email, password, decoyHash],
    )
    const row = rows[0]
    // Compared here, not in SQL, where `and` could skip the hashing for an unknown address.
    if (!row?.id || row.hash !== row.stored) throw authError(400, 'invalid_credentials', 'Invalid login credentials')
    if (!row.confirmed) throw authError(400, 'email_not_confirmed', 'Email not confirmed')
    const user = await findExistingUser(tx, 'u.id = $1', [row.id])
    const session = await createSession(tx, user, auth.issuer)
    return { status: 200, body: session }
  })
}
