import type { EssentialFact } from './essential-fact'
import { formatDay } from '@/lib/format'
import { getLocale } from '@/lib/i18n/locale'
import { withElements } from '@/lib/i18n/with-elements'
import { m } from '@/paraglide/messages'

/** 'gov.uk' from 'https://www.gov.uk/…'. */
const sourceName = (url: string) => new URL(url).hostname.replace(/^www\./, '')

/** The `lang` of a fact's label and value where the page's language is not theirs (an untranslated fact on an English page). */
export const factLang = (fact: EssentialFact) => (fact.contentLocale === getLocale() ? undefined : fact.contentLocale)

/** Under a figure: the date it applies from (amounts) and its official source. */
export function FactSource({ fact }: { fact: EssentialFact }) {
  return (
    <span className="block text-xs text-slate-700">
      {fact.appliesFrom && (
        <>
          {withElements(m.info_fact_applies_from, { date: <time dateTime={fact.appliesFrom}>{formatDay(fact.appliesFrom)}</time> })} ·{' '}
        </>
      )}
      {m.info_fact_source()}{' '}
      <a href={fact.sourceUrl} target="_blank" rel="noopener noreferrer" className="inline-block min-h-6 leading-6 text-brand-700 underline [overflow-wrap:anywhere]">
        {sourceName(fact.sourceUrl)}
        <span className="sr-only">{withElements(m.info_fact_source_note, { label: <span lang={factLang(fact)}>{fact.label}</span> })}</span>
      </a>
    </span>
  )
}
