/**
 * What can be translated and which of its words: each kind's translation table, the column naming
 * its item, and the fields its editor shows, with the limits the table's checks set.
 */
export type TranslationField = {
  name: string
  label: string
  /** Lines of a text area; a one-line field without. */
  rows?: number
  /** At least this many characters (after trimming); 0 = may be left empty. */
  min: number
  max: number
  /** What is said when the field is empty or too short, and when too long. */
  tooShort: string
  tooLong: string
}

export type TranslationKind = 'entry' | 'event' | 'article' | 'fact'

export type TranslationKindSpec = {
  table: 'entry_translations' | 'event_translations' | 'article_translations' | 'fact_translations'
  itemColumn: 'entry_id' | 'event_id' | 'article_id' | 'fact_key'
  fields: readonly TranslationField[]
}

const title = (max: number, min = 1): TranslationField => ({
  name: 'title',
  label: 'Pavadinimas angliškai',
  min,
  max,
  tooShort: min > 1 ? `Pavadinimas – bent ${min} simboliai` : 'Įrašykite pavadinimą angliškai',
  tooLong: `Pavadinimas – ne daugiau kaip ${max} simbolių`,
})

export const translationKinds: Record<TranslationKind, TranslationKindSpec> = {
  entry: {
    table: 'entry_translations',
    itemColumn: 'entry_id',
    fields: [
      { ...title(200), name: 'name' },
      { name: 'summary', label: 'Santrauka angliškai', rows: 2, min: 0, max: 1000, tooShort: '', tooLong: 'Santrauka – ne daugiau kaip 1000 simbolių' },
      { name: 'description', label: 'Aprašymas angliškai', rows: 5, min: 0, max: 10000, tooShort: '', tooLong: 'Aprašymas – ne daugiau kaip 10 000 simbolių' },
    ],
  },
  event: {
    table: 'event_translations',
    itemColumn: 'event_id',
    fields: [
      title(120, 3),
      { name: 'description', label: 'Aprašymas angliškai', rows: 5, min: 10, max: 2000, tooShort: 'Aprašymas – bent 10 simbolių', tooLong: 'Aprašymas – ne daugiau kaip 2000 simbolių' },
    ],
  },
  article: {
    table: 'article_translations',
    itemColumn: 'article_id',
    fields: [
      { ...title(160, 3), label: 'Antraštė angliškai', tooShort: 'Antraštė – bent 3 simboliai', tooLong: 'Antraštė – ne daugiau kaip 160 simbolių' },
      { name: 'lead', label: 'Įžanga angliškai', rows: 2, min: 10, max: 400, tooShort: 'Įžanga – bent 10 simbolių', tooLong: 'Įžanga – ne daugiau kaip 400 simbolių' },
      { name: 'body', label: 'Tekstas angliškai (tas pats Markdown kaip originalo)', rows: 12, min: 1, max: 50000, tooShort: 'Įrašykite tekstą angliškai', tooLong: 'Tekstas – ne daugiau kaip 50 000 simbolių' },
      { name: 'cover_alt', label: 'Viršelio paveikslėlio aprašymas angliškai', min: 0, max: 200, tooShort: '', tooLong: 'Aprašymas – ne daugiau kaip 200 simbolių' },
    ],
  },
  fact: {
    table: 'fact_translations',
    itemColumn: 'fact_key',
    fields: [
      { ...title(200), name: 'label' },
      { name: 'value', label: 'Reikšmė angliškai (pvz. £12.71 an hour)', min: 1, max: 200, tooShort: 'Įrašykite reikšmę angliškai', tooLong: 'Reikšmė – ne daugiau kaip 200 simbolių' },
    ],
  },
}
