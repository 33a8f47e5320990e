// The Auth API (GoTrue subset) under /auth/v1: each endpoint's handler is in handlers/.
import { authError } from './errors.mjs'
import { getUser } from './handlers/get-user.mjs'
import { health } from './handlers/health.mjs'
import { logout } from './handlers/logout.mjs'
import { openEmailLink } from './handlers/open-email-link.mjs'
import { recover } from './handlers/recover.mjs'
import { settings } from './handlers/settings.mjs'
import { signUp } from './handlers/sign-up.mjs'
import { token } from './handlers/token.mjs'
import { updateUser } from './handlers/update-user.mjs'
import { verifyToken } from './handlers/verify-token.mjs'
import { createAuthService } from './service.mjs'

/** @type {Map<string, import('./service.mjs').AuthHandler>} keyed by `<method> <path below /auth/v1>` */
const ROUTES = new Map([
  ['GET /health', health],
  ['GET /settings', settings],
  ['POST /signup', signUp],
  ['POST /token', token],
  ['GET /user', getUser],
  ['PUT /user', updateUser],
  ['POST /logout', logout],
  ['POST /recover', recover],
  ['GET /verify', openEmailLink],
  ['POST /verify', verifyToken],
])

/** @param {import('./service.mjs').AuthDeps} deps @returns {import('../http/app.mjs').Handler} */
export function authRoutes(deps) {
  const auth = createAuthService(deps)
  return async (ctx) => {
    if (!ctx.path.startsWith('/auth/v1/')) return null
    const handler = ROUTES.get(`${ctx.method === 'HEAD' ? 'GET' : ctx.method} ${ctx.path.slice('/auth/v1'.length)}`)
    if (!handler) throw authError(404, 'not_found', 'Not found')
    return handler(ctx, auth)
  }
}
