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

/** Nouns counted on cards in more than one feature. */
export const nouns = {
  member: { one: 'narys', few: 'nariai', other: 'narių' },
  participant: { one: 'dalyvis', few: 'dalyviai', other: 'dalyvių' },
  /** After 'Laukiama' the noun is genitive: 'Laukiama 21 dalyvio', 'Laukiama 22 dalyvių'. */
  expectedParticipant: { one: 'dalyvio', few: 'dalyvių', other: 'dalyvių' },
  place: { one: 'vieta', few: 'vietos', other: 'vietų' },
  post: { one: 'įrašas', few: 'įrašai', other: 'įrašų' },
  comment: { one: 'komentaras', few: 'komentarai', other: 'komentarų' },
  view: { one: 'peržiūra', few: 'peržiūros', other: 'peržiūrų' },
  online: { one: 'prisijungęs', few: 'prisijungę', other: 'prisijungusių' },
  chatMessage: { one: 'žinutė', few: 'žinutės', other: 'žinučių' },
  author: { one: 'autorius', few: 'autoriai', other: 'autorių' },
} satisfies Record<string, NounForms>
