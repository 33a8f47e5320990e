// GoTrue's rate limits, from [auth.rate_limit] in supabase/config.toml: requests per client
// address in a 5-minute window (sign-in, sign-up and recovery, token refresh, e-mail link
// verification), and e-mails sent per hour across the whole service; [auth.email]
// max_frequency, the least time between two mails of one kind to one address. Each limit is a
// token bucket, as GoTrue's limiter is: a full bucket allows a burst of `limit` requests, then
// refills evenly over the window. Exceeding it answers 429 with GoTrue's codes.
//
// One limit is the portal's own: e-mails per client address an hour, far below the service's
// hourly budget, so one client cannot spend the mail everyone else's sign-ups and resets need.
import { setting } from '../supabase-config.mjs'
import { authError } from './errors.mjs'

const FIVE_MINUTES_MS = 5 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

/** The Supabase CLI's defaults, used when config.toml leaves a limit out. */
const CLI_DEFAULTS = { sign_in_sign_ups: 30, token_refresh: 150, token_verifications: 30, email_sent: 2 }
/** GoTrue's default least time between two mails to one address, in seconds. */
const CLI_MAX_FREQUENCY = '60s'
/** The portal's own limit: e-mails one client address may cause in an hour. */
export const EMAILS_PER_CLIENT_PER_HOUR = 10

/**
 * The environment variable that multiplies every limit. Test runs set it, because every test
 * signs in from 127.0.0.1; `npm start` leaves it unset and enforces config.toml as written.
 */
export const RATE_LIMIT_FACTOR_VARIABLE = 'AUTH_RATE_LIMIT_FACTOR'

/**
 * @typedef {{ sign_in_sign_ups: number, token_refresh: number, token_verifications: number, email_sent: number,
 *   email_sent_per_client: number, max_frequency: number }} RateLimitSettings
 *   max_frequency: seconds between two mails of one kind to one address
 */

/**
 * A Go duration as config.toml writes it ("60s", "1m", "1m30s"), in seconds.
 * @param {unknown} value @returns {number}
 */
export function durationSeconds(value) {
  if (typeof value === 'number') return value
  const text = String(value).trim()
  const units = { h: 3600, m: 60, s: 1, ms: 0.001 }
  let total = 0
  let rest = text
  for (const match of text.matchAll(/(\d+(?:\.\d+)?)(ms|h|m|s)/g)) {
    total += Number(match[1]) * units[/** @type {keyof typeof units} */ (match[2])]
    rest = rest.replace(match[0], '')
  }
  if (rest !== '' || text === '') throw new Error(`Not a duration: ${text}`)
  return total
}

/**
 * @param {Partial<RateLimitSettings>} [overrides] limits that replace config.toml's (tests)
 * @param {number} [factor] multiplies every limit (and divides max_frequency); defaults to the
 *   environment variable, else 1
 * @returns {RateLimitSettings}
 */
export function rateLimitSettings(overrides = {}, factor = Number(process.env[RATE_LIMIT_FACTOR_VARIABLE] ?? 1)) {
  const scale = Number.isFinite(factor) && factor > 0 ? factor : 1
  /** @type {RateLimitSettings} */
  const settings = { ...CLI_DEFAULTS, email_sent_per_client: EMAILS_PER_CLIENT_PER_HOUR, max_frequency: 0 }
  for (const key of /** @type {(keyof typeof CLI_DEFAULTS)[]} */ (Object.keys(CLI_DEFAULTS))) {
    const configured = Number(overrides[key] ?? setting('auth.rate_limit', key, CLI_DEFAULTS[key]))
    settings[key] = Math.max(1, Math.round(configured * scale))
  }
  settings.email_sent_per_client = Math.max(1, Math.round((overrides.email_sent_per_client ?? EMAILS_PER_CLIENT_PER_HOUR) * scale))
  settings.max_frequency = (overrides.max_frequency ?? durationSeconds(setting('auth.email', 'max_frequency', CLI_MAX_FREQUENCY))) / scale
  return settings
}

/**
 * A token bucket per key: `limit` tokens, refilled at limit/windowMs per millisecond.
 * @param {number} limit @param {number} windowMs @param {() => number} [now]
 */
export function tokenBuckets(limit, windowMs, now = Date.now) {
  /** @type {Map<string, { tokens: number, at: number }>} */
  const buckets = new Map()
  const perMs = limit / windowMs
  return {
    /** Whether `key` has a token left, without taking it. */
    has(key = '') {
      const bucket = buckets.get(key)
      return !bucket || Math.min(limit, bucket.tokens + (now() - bucket.at) * perMs) >= 1
    },
    /** Takes one token for `key`; false when the bucket is empty. */
    take(key = '') {
      const time = now()
      const bucket = buckets.get(key) ?? { tokens: limit, at: time }
      bucket.tokens = Math.min(limit, bucket.tokens + (time - bucket.at) * perMs)
      bucket.at = time
      // Forget full buckets so the map holds only clients that are near their limit.
      if (bucket.tokens >= limit && buckets.size > 10_000) buckets.delete(key)
      if (bucket.tokens < 1) {
        buckets.set(key, bucket)
        return false
      }
      bucket.tokens -= 1
      buckets.set(key, bucket)
      return true
    },
  }
}

/**
 * @param {RateLimitSettings} settings @param {() => number} [now]
 */
export function createRateLimiter(settings, now = Date.now) {
  const requests = {
    signInSignUp: tokenBuckets(settings.sign_in_sign_ups, FIVE_MINUTES_MS, now),
    tokenRefresh: tokenBuckets(settings.token_refresh, FIVE_MINUTES_MS, now),
    verification: tokenBuckets(settings.token_verifications, FIVE_MINUTES_MS, now),
  }
  const emails = tokenBuckets(settings.email_sent, HOUR_MS, now)
  const clientEmails = tokenBuckets(settings.email_sent_per_client, HOUR_MS, now)
  const frequencyMs = settings.max_frequency * 1000
  /** @type {Map<string, number>} when each kind of mail last went to each address */
  const lastMail = new Map()
  const overEmailLimit = () => authError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
  return {
    /**
     * Counts one request of `kind` from `address`, or throws GoTrue's 429.
     * @param {keyof typeof requests} kind @param {string} address
     */
    request(kind, address) {
      if (!requests[kind].take(address)) throw authError(429, 'over_request_rate_limit', 'Request rate limit reached')
    },
    /**
     * Throws GoTrue's 429 when a mail of `kind` went to `to` less than max_frequency ago, else
     * notes one now. Called whether or not the address has an account, so the answer tells
     * nothing about it.
     * @param {'signup' | 'recovery'} kind @param {string} to
     */
    mailTo(kind, to) {
      const time = now()
      const key = `${kind}:${to}`
      const last = lastMail.get(key)
      if (last !== undefined && time - last < frequencyMs) {
        const seconds = Math.ceil((last + frequencyMs - time) / 1000)
        throw authError(429, 'over_email_send_rate_limit', `For security purposes, you can only request this after ${seconds} seconds.`)
      }
      if (lastMail.size > 10_000) {
        for (const [other, at] of lastMail) if (time - at >= frequencyMs) lastMail.delete(other)
      }
      lastMail.set(key, time)
    },
    /**
     * Throws GoTrue's 429 when `client`, or the service, may send no more mail this hour. Spends
     * nothing: a request that turns out to need no mail (an unknown address) answers the same.
     * @param {string} client
     */
    checkEmail(client) {
      if (!clientEmails.has(client) || !emails.has()) throw overEmailLimit()
    },
    /**
     * Counts one e-mail about to be sent on behalf of `client`, or throws GoTrue's 429.
     * @param {string} client
     */
    email(client) {
      if (!clientEmails.has(client) || !emails.has()) throw overEmailLimit()
      clientEmails.take(client)
      emails.take()
    },
  }
}
