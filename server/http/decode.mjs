/**
 * Percent-decodes a path segment; a malformed escape (`%zz`) is kept as written instead of
 * throwing, so it reaches the caller's own validation and never becomes a 500.
 * @param {string} segment
 */
export function safeDecode(segment) {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
