/**
 * The one text matcher: case-insensitive and blind to Lithuanian
 * diacritics, so 'siauliu' finds 'Šiaulių'. Used by the global search and every list filter.
 */
export function normalizeText(value: string): string {
  return value
    .toLocaleLowerCase('lt')
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
}

/** True when `query` (trimmed) is empty or occurs in any of the given fields. */
export function matchesQuery(query: string, fields: ReadonlyArray<string | null | undefined>): boolean {
  const needle = normalizeText(query.trim())
  if (!needle) return true
  return fields.some((field) => field != null && normalizeText(field).includes(needle))
}
