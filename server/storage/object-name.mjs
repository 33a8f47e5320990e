import { storageError } from './errors.mjs'

const invalidKey = (/** @type {string} */ name) => storageError(400, 'InvalidKey', null, `Invalid key: ${name}`)

/**
 * Decodes an object name from the URL and rejects any that could escape the bucket folder or
 * confuse the file system: `..` and `.` segments (also when sent as %2F-encoded slashes),
 * empty segments, backslashes, NUL, malformed escapes.
 * @param {string} raw the still-encoded path after the bucket
 */
export function objectName(raw) {
  let name
  try {
    name = decodeURIComponent(raw)
  } catch {
    throw invalidKey(raw)
  }
  const invalid =
    !name ||
    name.length > 1024 ||
    name.startsWith('/') ||
    name.includes('\\') ||
    name.includes('\0') ||
    name.split('/').some((part) => part === '' || part === '.' || part === '..')
  if (invalid) throw invalidKey(name)
  return name
}
