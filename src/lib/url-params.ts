/**
 * A URL parameter's reader: whatever the address holds (or nothing), it returns a value of the
 * list's type. Validation is a type guard, never a cast. Not zod: measured in the list pages'
 * first load, zod's mini build costs 14.3 KB gzip there (it shares zod's core with the forms'
 * full build), which takes every list page over its 120 KB budget; see
 * docs/decisions/006-url-parameters.md.
 */
export type UrlParam<Value extends string = string> = (raw: string | null) => Value | ''

/** The longest free text an address parameter keeps. */
export const MAX_TEXT = 200

/** Free text (a search), at most 200 characters; anything longer reads as empty. */
export const textParam = (): UrlParam => (raw) => (raw !== null && raw.length <= MAX_TEXT ? raw : '')

/** One of `values`, or empty for any other value: a hand-edited or outdated link shows the whole list. */
export function choiceParam<const Value extends string>(values: readonly Value[]): UrlParam<Value> {
  const known: ReadonlySet<string> = new Set(values)
  const isChoice = (raw: string): raw is Value => known.has(raw)
  return (raw) => (raw !== null && isChoice(raw) ? raw : '')
}

export type UrlParams = Record<string, UrlParam>
export type UrlValues<Params extends UrlParams> = { [Key in keyof Params]: ReturnType<Params[Key]> }

/** Each parameter read from `search` through its reader (an absent one reads as empty). */
export function readUrlParams<Params extends UrlParams>(params: Params, search: URLSearchParams): UrlValues<Params> {
  const entries = Object.entries(params).map(([key, read]) => [key, read(search.get(key))])
  return Object.fromEntries(entries) as UrlValues<Params>
}
