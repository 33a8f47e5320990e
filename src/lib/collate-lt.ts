/**
 * Lithuanian alphabetical order without Intl.Collator: the first Intl object a page creates
 * loads ICU's locale data, about 11 ms of main-thread time on a fast desktop, and a list page
 * sorts its filter options while it loads. The order is that of Intl.Collator('lt'), checked
 * against it in collate-lt.test.ts: Č after C, Š after S, Ž after Z; Ą, Ę, Ė, Į, Y, Ų, Ū sort
 * with their base letter (Y with I) and only break ties; lower case before upper; spaces and
 * punctuation before digits, digits before letters.
 */

const letters = 'abcčdefghijklmnopqrsštuvwxzž'
const punctuation = ' _-,;:!?.\'"()[]{}@*/\\&#%`^+<=>|~$'
/** Lithuanian letters that share a base letter's place and only break ties, after every other accent on it. */
const variants: Record<string, [base: string, rank: number]> = {
  ą: ['a', 20],
  ę: ['e', 20],
  ė: ['e', 21],
  į: ['i', 20],
  y: ['i', 21],
  ų: ['u', 20],
  ū: ['u', 21],
}
/** Other accents (é, ö, ā…) in the order the Unicode collation algorithm gives them: acute first, macron last. */
const accents = [0x301, 0x300, 0x306, 0x302, 0x30c, 0x30a, 0x308, 0x30b, 0x303, 0x307, 0x327, 0x304]

type Weights = { primary: number; secondary: number; tertiary: number }
const cache = new Map<string, Weights>()

function weigh(char: string): Weights {
  const cached = cache.get(char)
  if (cached) return cached
  const lower = char.toLowerCase()
  const tertiary = lower === char ? 0 : 1
  let [base, secondary] = variants[lower] ?? [lower, 0]
  if (!letters.includes(base)) {
    // Other accented letters (é, ö…) sort with their base letter, after it.
    const decomposed = base.normalize('NFD')
    if (decomposed.length > 1 && letters.includes(decomposed[0])) [base, secondary] = [decomposed[0], 1 + accents.indexOf(decomposed.codePointAt(1)!)]
  }
  let primary: number
  if (letters.includes(base)) primary = 2000 + letters.indexOf(base)
  else if (base >= '0' && base <= '9') primary = 1000 + Number(base)
  else if (punctuation.includes(base)) primary = 100 + punctuation.indexOf(base)
  else primary = base.length === 1 && /\p{L}/u.test(base) ? 3000 + base.codePointAt(0)! : 500 + base.codePointAt(0)! / 1e6
  const weights = { primary, secondary, tertiary }
  cache.set(char, weights)
  return weights
}

function compareLevel(a: Weights[], b: Weights[], level: keyof Weights): number {
  const length = Math.min(a.length, b.length)
  for (let i = 0; i < length; i++) {
    const difference = a[i][level] - b[i][level]
    if (difference !== 0) return difference < 0 ? -1 : 1
  }
  return a.length === b.length ? 0 : a.length < b.length ? -1 : 1
}

const weighString = (text: string) => [...text.normalize('NFC')].map(weigh)

const compareWeights = (left: Weights[], right: Weights[]) =>
  compareLevel(left, right, 'primary') || compareLevel(left, right, 'secondary') || compareLevel(left, right, 'tertiary')

/** Compares two strings in Lithuanian alphabetical order (negative, zero or positive). */
export function compareLt(a: string, b: string): number {
  return a === b ? 0 : compareWeights(weighString(a), weighString(b))
}

/**
 * A list in Lithuanian alphabetical order, each string weighed once rather than in every
 * comparison: a list page sorts its filter options while it hydrates.
 */
export function sortLt(values: Iterable<string>): string[] {
  return Array.from(values, (value) => ({ value, weights: weighString(value) }))
    .sort((a, b) => compareWeights(a.weights, b.weights))
    .map(({ value }) => value)
}
