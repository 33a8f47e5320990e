/** What a visitor typed, read as a UK postcode: 'LS6 1AN' or just its outward code 'LS6'. */
export type ParsedPostcode = {
  /** The outward code (postcode district): 'LS6', 'W1B'. */
  outcode: string
  /** The whole postcode, 'LS6 1AN', or null when only the outward code was given. */
  full: string | null
  /** As the page repeats it back: 'LS6 1AN' or 'LS6'. */
  display: string
}

// Royal Mail's formats: A9, A99, AA9, AA99, A9A, AA9A. No area starts with Q, V or X and no second
// letter is I, J or Z. The sub-district's final letter is left open: Royal Mail's list of them has
// changed (W1M is gone but still in older tables), and a letter we do not know is better answered
// "not found" than "not a postcode".
const outward = '[A-PR-UWYZ](?:[A-HK-Y]?[0-9]{1,2}|[A-HK-Y]?[0-9][A-Z])'
// The inward code is a digit and two letters, never C, I, K, M, O or V.
const inward = '[0-9][ABD-HJLNP-UW-Z]{2}'
const outwardOnly = new RegExp(`^${outward}$`)
const fullPostcode = new RegExp(`^(${outward})(${inward})$`)
/** Districts split into lettered sub-districts (W1 → W1A, W1B…), which lookups fall back from. */
const subDistrict = /^[A-Z]{1,2}[0-9][A-Z]$/

/** Reads 'ls6', 'LS6 1AN', 'ls61an' or ' ec1a 1bb ' (any case and spacing); null when it is no postcode. */
export function parsePostcode(input: string): ParsedPostcode | null {
  const compact = input.replace(/\s+/g, '').toUpperCase()
  if (outwardOnly.test(compact)) return { outcode: compact, full: null, display: compact }
  // The inward code is always three characters, so a full postcode splits unambiguously.
  const match = fullPostcode.exec(compact)
  if (!match) return null
  const full = `${match[1]} ${match[2]}`
  return { outcode: match[1], full, display: full }
}

/**
 * The codes to look an outward code up by, most precise first: a sub-district falls back to its
 * district ('W1B' → ['W1B', 'W1']), as a table from before the sub-district existed only has that.
 */
export function outcodeLookupOrder(outcode: string): string[] {
  return subDistrict.test(outcode) ? [outcode, outcode.slice(0, -1)] : [outcode]
}
