const lithuanianLetters: Record<string, string> = {
  ą: 'a', č: 'c', ę: 'e', ė: 'e', į: 'i', š: 's', ų: 'u', ū: 'u', ž: 'z',
}

/**
 * The one slug rule: Lithuanian letters are transliterated, never dropped;
 * anything else that is not a-z or 0-9 becomes a single hyphen.
 */
export function slugify(value: string): string {
  return value
    .toLocaleLowerCase('lt')
    .replace(/[ąčęėįšųūž]/g, (letter) => lithuanianLetters[letter] ?? letter)
    .normalize('NFD')
    .replace(/\p{Diacritic}/gu, '')
    .replace(/['"„“”‘’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
}

/**
 * The slug forms the first version of the site produced, so old links keep working:
 * the home page dropped Lithuanian letters; the list page kept them as word characters
 * it then stripped. Both reduce to "drop every non a-z0-9 letter, hyphenate spaces".
 */
export function legacySlugs(value: string): string[] {
  const lower = value.toLowerCase()
  const homeRule = lower
    .replace(/[^a-z0-9\s]/g, '')
    .trim()
    .replace(/\s+/g, '-')
  const listRule = lower
    .replace(/['"]/g, '')
    .replace(/\s+/g, '-')
    .replace(/[^\w-]/g, '')
    .replace(/-+/g, '-')
  return [...new Set([homeRule, listRule])]
}

/** True when `candidate` (from a URL) names the record with this id and name. */
export function matchesSlugOrId(candidate: string, record: { id: string | number; name: string; slug?: string }): boolean {
  const wanted = decodeURIComponent(candidate).toLocaleLowerCase('lt')
  if (String(record.id).toLocaleLowerCase('lt') === wanted) return true
  if (record.slug && record.slug === wanted) return true
  if (slugify(record.name) === wanted) return true
  return legacySlugs(record.name).includes(wanted)
}
