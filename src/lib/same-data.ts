/**
 * Whether two plain data values (JSON-like: primitives, arrays, plain objects) hold the same
 * data. A property set to undefined counts as absent, as it would after a JSON round trip.
 */
export function isSameData(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false
  if (Array.isArray(a) || Array.isArray(b)) {
    return Array.isArray(a) && Array.isArray(b) && a.length === b.length && a.every((item, index) => isSameData(item, b[index]))
  }
  const left = a as Record<string, unknown>
  const right = b as Record<string, unknown>
  const keys = new Set([...Object.keys(left), ...Object.keys(right)])
  for (const key of keys) if (!isSameData(left[key], right[key])) return false
  return true
}

/**
 * `next`, reusing each item of `previous` that holds the same data at the same place, and
 * `previous` itself when nothing changed: renders that compare by identity (memo, effect
 * dependencies) then skip what did not change.
 */
export function reuseSameItems<Item>(previous: readonly Item[], next: readonly Item[]): readonly Item[] {
  const merged = next.map((item, index) => (index < previous.length && isSameData(previous[index], item) ? previous[index] : item))
  return merged.length === previous.length && merged.every((item, index) => item === previous[index]) ? previous : merged
}
