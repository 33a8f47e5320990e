// The Prefer header as PostgREST reads it: comma-separated preferences, possibly over several
// headers; the first valid value of each kind wins, and the rest are ignored unless the client
// asks for handling=strict.
import { restError } from './errors.mjs'

/**
 * @typedef {{
 *   return: 'representation' | 'minimal' | 'headers-only' | null,
 *   count: 'exact' | 'planned' | 'estimated' | null,
 *   resolution: 'merge-duplicates' | 'ignore-duplicates' | null,
 *   missing: 'default' | 'null' | null,
 *   handling: 'strict' | 'lenient' | null,
 *   timezone: string | null,
 *   maxAffected: number | null,
 * }} Prefer
 *   count: planned and estimated are answered with the exact count
 */

const RETURN = /** @type {const} */ (['representation', 'minimal', 'headers-only'])
const COUNT = /** @type {const} */ (['exact', 'planned', 'estimated'])
const RESOLUTION = /** @type {const} */ (['merge-duplicates', 'ignore-duplicates'])
const MISSING = /** @type {const} */ (['default', 'null'])
const HANDLING = /** @type {const} */ (['strict', 'lenient'])
// Valid, and ignored as PostgREST ignores it unless its configuration lets clients roll back.
const TX = /** @type {const} */ (['commit', 'rollback'])
/** @type {Array<[string, readonly string[]]>} */
const CHOICES = [['return', RETURN], ['count', COUNT], ['resolution', RESOLUTION], ['missing', MISSING], ['handling', HANDLING], ['tx', TX]]

/**
 * The first of `parts` that is `key=` one of `values`.
 * @template {string} T @param {string[]} parts @param {string} key @param {readonly T[]} values
 * @returns {T | null}
 */
function first(parts, key, values) {
  for (const part of parts) {
    const found = values.find((value) => part === `${key}=${value}`)
    if (found) return found
  }
  return null
}

/** @param {string[]} parts @param {string} key */
const firstOpen = (parts, key) => parts.find((part) => part.startsWith(`${key}=`))?.slice(key.length + 1) ?? null

/** @param {string} part */
function isValid(part) {
  if (part.startsWith('timezone=') || part.startsWith('max-affected=')) return true
  return CHOICES.some(([key, values]) => values.some((value) => part === `${key}=${value}`))
}

/**
 * `Prefer: return=representation, count=exact, resolution=merge-duplicates, missing=default`
 * @param {string | string[] | undefined} header
 * @returns {Prefer}
 */
export function parsePrefer(header) {
  const parts = [header ?? []]
    .flat()
    .flatMap((value) => value.split(','))
    .map((part) => part.trim())
    .filter(Boolean)
  const handling = first(parts, 'handling', HANDLING)
  const invalid = parts.filter((part) => !isValid(part))
  if (handling === 'strict' && invalid.length) {
    throw restError(400, 'PGRST122', 'Invalid preferences given with handling=strict', `Invalid preferences: ${invalid.join(', ')}`)
  }
  const maxAffected = firstOpen(parts, 'max-affected')
  return {
    return: first(parts, 'return', RETURN),
    count: first(parts, 'count', COUNT),
    resolution: first(parts, 'resolution', RESOLUTION),
    missing: first(parts, 'missing', MISSING),
    handling,
    timezone: firstOpen(parts, 'timezone'),
    maxAffected: maxAffected !== null && /^\d+$/.test(maxAffected) ? Number(maxAffected) : null,
  }
}

/**
 * PostgREST's max-affected guard, enforced only with handling=strict: the write is refused (and
 * rolled back, so this must run inside its transaction) when it touched more rows.
 * @param {Prefer} prefer @param {number} affected
 */
export function checkMaxAffected(prefer, affected) {
  if (prefer.handling === 'strict' && prefer.maxAffected !== null && affected > prefer.maxAffected) {
    throw restError(400, 'PGRST124', 'Query result exceeds max-affected preference constraint', `The query affects ${affected} rows`)
  }
}
