import { MIN_PASSWORD_LENGTH, PASSWORD_REQUIRED_CHARACTERS } from '../config.mjs'
import { authError } from './errors.mjs'

const EMAIL = /^[a-zA-Z0-9.!#$%&'*+/=?^_`{|}~-]+@[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?(?:\.[a-zA-Z0-9](?:[a-zA-Z0-9-]{0,61}[a-zA-Z0-9])?)+$/

/**
 * GoTrue's order: a valid e-mail, then a password that is present, not too long, strong enough.
 * @param {unknown} email @returns {string} the address in lower case
 */
export function checkEmail(email) {
  if (typeof email !== 'string' || !EMAIL.test(email) || email.length > 255) {
    throw authError(400, 'validation_failed', 'Unable to validate email address: invalid format')
  }
  return email.toLowerCase()
}

/** @param {unknown} password @param {{ forSignup?: boolean }} [options] @returns {string} */
export function checkPassword(password, { forSignup = false } = {}) {
  if (typeof password !== 'string' || password === '') {
    throw authError(400, 'validation_failed', forSignup ? 'Signup requires a valid password' : 'Password is required')
  }
  if (Buffer.byteLength(password) > 72) throw authError(400, 'validation_failed', 'Password cannot be longer than 72 characters')
  // As GoTrue does: every failed rule is named, in one 422 with its reasons.
  /** @type {string[]} */
  const reasons = []
  /** @type {string[]} */
  const messages = []
  if (password.length < MIN_PASSWORD_LENGTH) {
    reasons.push('length')
    messages.push(`Password should be at least ${MIN_PASSWORD_LENGTH} characters.`)
  }
  if (PASSWORD_REQUIRED_CHARACTERS.some((set) => ![...set].some((character) => password.includes(character)))) {
    reasons.push('characters')
    messages.push(`Password should contain at least one character of each: ${PASSWORD_REQUIRED_CHARACTERS.join(', ')}.`)
  }
  if (reasons.length) throw authError(422, 'weak_password', messages.join(' '), { weak_password: { reasons } })
  return password
}

/**
 * GoTrue honours redirect_to only for the site, loopback hosts (any port) or allowed URLs.
 * @param {string | null} value @param {string} siteUrl @returns {string}
 */
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
