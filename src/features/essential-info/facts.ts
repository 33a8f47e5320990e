import type { EssentialFact } from './essential-fact'
import { readPublic } from '@/lib/public-rest'
import { inPageLanguage, type TranslationSource } from '@/lib/i18n/content-translations'
import type { Locale } from '@/lib/i18n/locale'

export type FactRow = {
  key: string
  kind: EssentialFact['kind']
  label: string
  value: string
  applies_from: string | null
  source_url: string
  checked_on: string
  /** The language of the label and value: English on an English page where the fact's translation is published. */
  contentLocale?: Locale
}

type FactWords = { label: string; value: string }

const factTranslations: TranslationSource<FactWords> = { table: 'fact_translations', itemColumn: 'fact_key', words: ['label', 'value'] }

export const factColumns = 'key,kind,label,value,applies_from,source_url,checked_on'

export const factFromRow = (row: FactRow): EssentialFact => ({
  key: row.key,
  kind: row.kind,
  label: row.label,
  value: row.value,
  appliesFrom: row.applies_from,
  sourceUrl: row.source_url,
  checkedOn: row.checked_on,
  contentLocale: row.contentLocale ?? 'lt',
})

/** The stored facts, in the page's order; on an English page in English where translated. */
export async function loadFacts(signal: AbortSignal): Promise<FactRow[]> {
  const rows = await readPublic<FactRow>('essential_facts', { select: factColumns, order: 'sort_order' }, signal)
  return inPageLanguage(rows, (row) => row.key, factTranslations, (row, words) => ({ ...row, ...words }), { signal })
}
