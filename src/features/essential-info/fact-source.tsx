import type { EssentialFact } from './essential-fact'
import { formatDay } from '@/lib/format'

/** 'gov.uk' from 'https://www.gov.uk/…'. */
const sourceName = (url: string) => new URL(url).hostname.replace(/^www\./, '')

/** Under a figure: the date it applies from (amounts) and its official source. */
export function FactSource({ fact }: { fact: EssentialFact }) {
  return (
    <span className="block text-xs text-slate-700">
      {fact.appliesFrom && (
        <>
          Galioja nuo <time dateTime={fact.appliesFrom}>{formatDay(fact.appliesFrom)}</time> ·{' '}
        </>
      )}
      Šaltinis:{' '}
      <a href={fact.sourceUrl} target="_blank" rel="noopener noreferrer" className="inline-block min-h-6 leading-6 text-brand-700 underline [overflow-wrap:anywhere]">
        {sourceName(fact.sourceUrl)}
        <span className="sr-only"> ({fact.label}, naujame lange)</span>
      </a>
    </span>
  )
}
