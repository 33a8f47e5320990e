// The embedded backend's fixed local configuration: the Supabase CLI's public demo secret and
// the keys derived from it (they protect nothing but a developer's own machine), and the auth
// settings of supabase/config.toml, so both stacks follow the same values.
import { signJwt } from './jwt.mjs'
import { setting } from './supabase-config.mjs'

export const JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long'
export const JWT_EXPIRY_SECONDS = Number(setting('auth', 'jwt_expiry', 3600))
export const ANON_KEY = signJwt({ iss: 'supabase-demo', role: 'anon', exp: 1983812996 }, JWT_SECRET)
export const SERVICE_ROLE_KEY = signJwt({ iss: 'supabase-demo', role: 'service_role', exp: 1983812996 }, JWT_SECRET)
/** Signs the one-click unsubscribe links of the development mailbox's messages (a hosted project sets its own secret). */
export const UNSUBSCRIBE_SECRET = process.env.UNSUBSCRIBE_SECRET ?? 'local-unsubscribe-secret-for-development-only'

export const JSON_BODY_LIMIT = 1024 * 1024
export const MIN_PASSWORD_LENGTH = Number(setting('auth', 'minimum_password_length', 6))
/**
 * GoTrue's character sets per `password_requirements` value; each set must appear at least once.
 * @type {Record<string, string[]>}
 */
const REQUIRED_CHARACTER_SETS = {
  '': [],
  letters_digits: ['abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits: ['abcdefghijklmnopqrstuvwxyz', 'ABCDEFGHIJKLMNOPQRSTUVWXYZ', '0123456789'],
  lower_upper_letters_digits_symbols: [
    'abcdefghijklmnopqrstuvwxyz',
    'ABCDEFGHIJKLMNOPQRSTUVWXYZ',
    '0123456789',
    '!@#$%^&*()_+-=[]{};\'\\:"|<>?,./`~',
  ],
}
export const PASSWORD_REQUIRED_CHARACTERS = REQUIRED_CHARACTER_SETS[String(setting('auth', 'password_requirements', ''))] ?? []
/** Seconds a rotated refresh token may still be presented (GoTrue's default is 10). */
export const REFRESH_TOKEN_REUSE_INTERVAL = Number(setting('auth', 'refresh_token_reuse_interval', 10))
export const CONFIRMATION_TTL_MS = 24 * 60 * 60 * 1000
export const RECOVERY_TTL_MS = 60 * 60 * 1000
