// POST /auth/v1/logout?scope=global|local|others: deletes the sessions (their refresh tokens go
// with them); `global`, every session of the user, is the default.
import { authenticate } from '../authenticate.mjs'

/** @type {import('../service.mjs').AuthHandler} */
export async function logout(ctx, auth) {
  const claims = await authenticate(ctx, auth.db)
  const scope = ctx.url.searchParams.get('scope') ?? 'global'
  await auth.asAuth(async (tx) => {
    if (scope === 'local') await tx.query('delete from auth.sessions where id = $1', [claims.session_id])
    else if (scope === 'others') await tx.query('delete from auth.sessions where user_id = $1 and id <> $2', [claims.sub, claims.session_id])
    else await tx.query('delete from auth.sessions where user_id = $1', [claims.sub])
  })
  return { status: 204 }
}
