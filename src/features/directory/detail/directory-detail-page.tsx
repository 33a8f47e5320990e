import { useParams } from '@/lib/routing'
import { BackLink } from '@/components/directory/back-link'
import { DetailAside } from '@/components/directory/detail-aside'
import { PageHead } from '@/components/page-head'
import { ReportButton } from '@/features/content-reports/report-button'
import { EntryNews } from '@/features/news/components/entry-news'
import { ContributeActions } from '../contribute/contribute-actions'
import type { DirectoryKey } from '../entry'
import { MissingEntry } from '../live/missing-entry'
import { usePublishedEntry } from '../live/use-published-directory'
import type { DirectoryDetailDefinition } from './detail-definition'
import { getLocale } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages'

/**
 * The one entry page of every directory: head with JSON-LD, a hero (back link, badges, the h1,
 * key facts), the main sections and the side column with contacts and when they were checked.
 * The entry comes with the page's data (read on the server, or in the browser after a navigation);
 * a slug no published entry has shows the not-found state and answers 404.
 */
export function DirectoryDetailPage<Key extends DirectoryKey>({ definition }: { definition: DirectoryDetailDefinition<Key> }) {
  const { slug = '' } = useParams()
  const { entry, state } = usePublishedEntry(definition.directory, slug, definition.find)
  const { list, missing } = definition
  if (!entry) return <MissingEntry state={state} title={missing.title} backTo={list.path} backLabel={missing.backLabel} />
  const { item, trust, place, slug: entrySlug, contentLocale, hasEnglish } = entry
  // An English page of an entry nobody has translated yet shows the Lithuanian words, marked as such.
  const untranslated = getLocale() !== contentLocale
  const wordsLang = untranslated ? contentLocale : undefined
  const hero = definition.hero(item)
  const { name } = item
  const description = definition.description(item)

  return (
    <>
      <PageHead
        title={name}
        description={description}
        path={definition.path(item)}
        translated={hasEnglish}
        jsonLd={{
          '@context': 'https://schema.org',
          ...definition.jsonLd(item),
          dateModified: trust?.updatedAt,
          name,
          description,
          ...(place ? { geo: { '@type': 'GeoCoordinates', latitude: place.latitude, longitude: place.longitude } } : {}),
        }}
      />
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-7xl px-4 py-10">
          <BackLink to={list.path} label={list.backLabel} />
          <div className="mt-6 flex flex-col gap-6 sm:flex-row sm:items-center">
            {hero.logo}
            <div>
              <div className="flex flex-wrap gap-2">{hero.badges}</div>
              <h1 lang={wordsLang} className="mt-2 text-3xl font-bold sm:text-4xl">
                {name}
              </h1>
              {untranslated && <p className="mt-2 inline-block rounded bg-white/15 px-2 py-1 text-sm">{m.content_not_translated()}</p>}
              <div className="mt-2 text-brand-50">{hero.facts}</div>
            </div>
          </div>
          {hero.extra}
        </div>
      </section>
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-10 lg:grid-cols-[2fr_1fr]">
        <div className="space-y-10">
          <div lang={wordsLang} className="space-y-10">
            {definition.main(item)}
          </div>
          <EntryNews directory={definition.directory} slug={entrySlug} />
          <ContributeActions directory={definition.directory} item={item} name={name} />
          <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
            {m.report_entry_prompt()}
            <ReportButton
              name={name}
              choices={[
                // The words its managers write: the summary and description.
                { target: { kind: 'entry_text', directory: definition.directory, entrySlug }, label: m.report_target_entry_text() },
                ...(contentLocale === 'en' && !untranslated ? [{ target: { kind: 'entry_translation' as const, directory: definition.directory, entrySlug }, label: m.report_target_translation() }] : []),
              ]}
            />
          </p>
        </div>
        <DetailAside verifiedAt={trust?.lastVerifiedAt} logoUrl={trust?.logoUrl} name={name} place={place} {...definition.aside(item)} />
      </div>
    </>
  )
}
