let rules: Intl.PluralRules | undefined

/** Lithuanian noun forms: one (1, 21, 31…), few (2–9, 22…), many (fractions), other (0, 10–20, 30…). */
export type NounForms = { one: string; few: string; other: string }

/** Picks the right Lithuanian form for `count`, e.g. 1 mokykla, 3 mokyklos, 12 mokyklų. */
export function pluralize(count: number, forms: NounForms): string {
  // Created on first use: the constructor loads locale data, which pages without counts skip.
  rules ??= new Intl.PluralRules('lt')
  const category = rules.select(count)
  if (category === 'one') return forms.one
  if (category === 'few') return forms.few
  return forms.other
}

/** `count` followed by its noun form: '21 bendruomenė'. */
export function countLabel(count: number, forms: NounForms): string {
  return `${count} ${pluralize(count, forms)}`
}
