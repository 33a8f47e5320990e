// @ts-check
// The one-click unsubscribe link's token (RFC 8058 asks for a hard-to-forge part): the account
// and the kind of message, signed with HMAC-SHA256 under a secret only the functions hold. It
// does not expire: an unsubscribe link must keep working. Web Crypto only.

const encoder = new TextEncoder()

/** @param {Uint8Array} bytes */
const base64url = (bytes) => btoa(String.fromCharCode(...bytes)).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '')

/** @param {string} text */
const fromBase64url = (text) => Uint8Array.from(atob(text.replace(/-/g, '+').replace(/_/g, '/')), (char) => char.charCodeAt(0))

/** @param {string} secret */
const keyOf = (secret) => crypto.subtle.importKey('raw', encoder.encode(secret), { name: 'HMAC', hash: 'SHA-256' }, false, ['sign', 'verify'])

/**
 * @param {string} secret @param {string} account @param {string} kind
 * @returns {Promise<string>} '<payload>.<signature>', both base64url
 */
export async function signUnsubscribeToken(secret, account, kind) {
  const payload = base64url(encoder.encode(JSON.stringify({ a: account, k: kind })))
  const signature = new Uint8Array(await crypto.subtle.sign('HMAC', await keyOf(secret), encoder.encode(payload)))
  return `${payload}.${base64url(signature)}`
}

/**
 * The account and kind a token names, or null when it is malformed or its signature is not ours.
 * @param {string} secret @param {string | null} token @returns {Promise<{ account: string, kind: string } | null>}
 */
export async function readUnsubscribeToken(secret, token) {
  const text = token ?? ''
  const [payload, signature, extra] = text.split('.')
  if (!payload || !signature || extra !== undefined || text.length > 1000) return null
  try {
    const valid = await crypto.subtle.verify('HMAC', await keyOf(secret), fromBase64url(signature), encoder.encode(payload))
    if (!valid) return null
    const { a, k } = /** @type {{ a?: unknown, k?: unknown }} */ (JSON.parse(new TextDecoder().decode(fromBase64url(payload))))
    return typeof a === 'string' && typeof k === 'string' ? { account: a, kind: k } : null
  } catch {
    return null
  }
}
