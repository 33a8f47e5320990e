import { MIN_PASSWORD_LENGTH } from '../config.mjs'
import { authError } from './errors.mjs'

const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/** GoTrue's order: a valid e-mail, then a password that is present, not too long, strong enough. */
export function checkEmail(email) {
  if (typeof email !== 'string' || !EMAIL.test(email) || email.length > 255) {
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
  }
  return email.toLowerCase()
}

export function checkPassword(password, { forSignup = false } = {}) {
  if (typeof password !== 'string' || password === '') {
    throw authError(400, 'validation_failed', forSignup ? 'Signup requires a valid password' : 'Password is required')
  }
  if (Buffer.byteLength(password) > 72) throw authError(400, 'validation_failed', 'Password cannot be longer than 72 characters')
  if (password.length < MIN_PASSWORD_LENGTH) {
    throw authError(422, 'weak_password', `Password should be at least ${MIN_PASSWORD_LENGTH} characters.`, {
      weak_password: { reasons: ['length'] },
    })
  }
  return password
}

/** GoTrue honours redirect_to only for the site, loopback hosts (any port) or allowed URLs. */
export function safeRedirect(value, siteUrl) {
  if (!value) return siteUrl
  try {
    const url = new URL(value)
    if (['localhost', '127.0.0.1', '[::1]'].includes(url.hostname) && /^https?:$/.test(url.protocol)) return url.href
    if (url.origin === new URL(siteUrl).origin) return url.href
  } catch {
    // fall through to the site URL
  }
  return siteUrl
}
