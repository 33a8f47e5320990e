// GoTrue's rate limits, from [auth.rate_limit] in supabase/config.toml: requests per client
// address in a 5-minute window (sign-in and sign-up, token refresh, e-mail link verification),
// and e-mails sent per hour across the whole service. Each limit is a token bucket, as GoTrue's
// limiter is: a full bucket allows a burst of `limit` requests, then refills evenly over the
// window. Exceeding it answers 429 with GoTrue's codes.
import { setting } from '../supabase-config.mjs'
import { authError } from './errors.mjs'

const FIVE_MINUTES_MS = 5 * 60 * 1000
const HOUR_MS = 60 * 60 * 1000

/** The Supabase CLI's defaults, used when config.toml leaves a limit out. */
const CLI_DEFAULTS = { sign_in_sign_ups: 30, token_refresh: 150, token_verifications: 30, email_sent: 2 }

/**
 * The environment variable that multiplies every limit. Test runs set it, because every test
 * signs in from 127.0.0.1; `npm start` leaves it unset and enforces config.toml as written.
 */
export const RATE_LIMIT_FACTOR_VARIABLE = 'AUTH_RATE_LIMIT_FACTOR'

/** @typedef {{ sign_in_sign_ups: number, token_refresh: number, token_verifications: number, email_sent: number }} RateLimitSettings */

/**
 * @param {Partial<RateLimitSettings>} [overrides] limits that replace config.toml's (tests)
 * @param {number} [factor] multiplies every limit; defaults to the environment variable, else 1
 * @returns {RateLimitSettings}
 */
export function rateLimitSettings(overrides = {}, factor = Number(process.env[RATE_LIMIT_FACTOR_VARIABLE] ?? 1)) {
  const scale = Number.isFinite(factor) && factor > 0 ? factor : 1
  /** @type {RateLimitSettings} */
  const settings = { ...CLI_DEFAULTS }
  for (const key of /** @type {(keyof RateLimitSettings)[]} */ (Object.keys(CLI_DEFAULTS))) {
    const configured = Number(overrides[key] ?? setting('auth.rate_limit', key, CLI_DEFAULTS[key]))
    settings[key] = Math.max(1, Math.round(configured * scale))
  }
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
  return {
    /**
     * Counts one request of `kind` from `address`, or throws GoTrue's 429.
     * @param {keyof typeof requests} kind @param {string} address
     */
    request(kind, address) {
      if (!requests[kind].take(address)) throw authError(429, 'over_request_rate_limit', 'Request rate limit reached')
    },
    /** Counts one e-mail about to be sent, or throws GoTrue's 429. */
    email() {
      if (!emails.take()) throw authError(429, 'over_email_send_rate_limit', 'Email rate limit exceeded')
    },
  }
}
