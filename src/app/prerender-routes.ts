import { paths } from '@/app/paths'
import { directoryPages, hasDirectoryPages, pagedListPaths, type DirectoryPages } from '@/features/directory/directory-pages'
import { LIST_PAGE_SIZE } from '@/features/directory/list/list-request'
import { PAGE_PARAM } from '@/components/pagination'

export { englishFixedPublicPaths, fixedPublicPaths } from './public-paths'
import { readAllPublic } from '@/lib/public-rest'
import { fixedPublicPaths } from './public-paths'
import { localizedHref, type Locale } from '@/lib/i18n/locale'

/**
 * A public page, in one language, and when its content last changed (null: no single row's
 * time applies). Every page exists in both languages; an English page whose main content is
 * still Lithuanian (an untranslated entry) is no English version: it has no alternates and
 * stays out of sitemap.xml.
 */
export type PublicPage = {
  path: string
  lastmod: string | null
  /** The page in each language when its main content is in both: sitemap.xml's and the head's alternates. */
  alternates: Record<Locale, string> | null
  inSitemap: boolean
}

/** A Lithuanian page and whether its main content is in English too. */
type SourcePage = { path: string; lastmod: string | null; translated: boolean }

/** A published directory entry, as far as the list of pages needs it. */
export type ListedEntry = { id: string; directory: string; slug: string; updated_at: string }
/** A published English translation of an item (an entry, event or article: its id). */
export type ListedTranslation = { item_id: string; updated_at: string }
/** The published English translations of entries, events and articles. */
export type ListedTranslations = Partial<Record<'entries' | 'events' | 'articles', readonly ListedTranslation[]>>
/** An approved event, as far as the list of pages needs it. */
export type ListedEvent = { id: string; slug: string; updated_at: string }
/** A public classified, as far as the list of pages needs it. */
export type ListedClassified = { id: string; updated_at: string }
/** A published article, as far as the list of pages needs it. */
export type ListedArticle = { id: string; slug: string; updated_at: string }


/** A page in Lithuanian and in English. */
function inBothLanguages({ path, lastmod, translated }: SourcePage): PublicPage[] {
  const english = localizedHref(path, 'en')
  const alternates = translated ? { lt: path, en: english } : null
  return [
    { path, lastmod, alternates, inSitemap: true },
    { path: english, lastmod, alternates, inSitemap: translated },
  ]
}

const newest = (times: readonly string[]) => times.reduce<string | null>((latest, time) => (latest === null || time > latest ? time : latest), null)

/**
 * Every public page, for the build, the server and sitemap.xml, each in Lithuanian and English:
 * the fixed pages, then a page per published entry of a directory whose entries have pages, then
 * a page per approved event, public classified and published article. An item's page changed
 * when its row or its translation did; a list when its newest row did. The fixed pages are in
 * English throughout; an entry, event or article is when its translation is published.
 * Classifieds are never translated.
 */
export function publicPagesFrom(
  entries: readonly ListedEntry[],
  events: readonly ListedEvent[] = [],
  classifieds: readonly ListedClassified[] = [],
  articles: readonly ListedArticle[] = [],
  translations: ListedTranslations = {},
): PublicPage[] {
  const translatedAt = new Map([...(translations.entries ?? []), ...(translations.events ?? []), ...(translations.articles ?? [])].map((row) => [row.item_id, row.updated_at]))
  /** An item's page, in English too when its translation is published. */
  const itemPage = (path: string, id: string, updatedAt: string): SourcePage => {
    const translation = translatedAt.get(id)
    return { path, lastmod: newest([updatedAt, ...(translation ? [translation] : [])]), translated: translation !== undefined }
  }
  const listTimes = new Map<string, string[]>()
  const entryPages: SourcePage[] = []
  const listed = new Map<string, number>()
  for (const entry of entries) {
    if (!hasDirectoryPages(entry.directory)) continue
    const pages: DirectoryPages = directoryPages[entry.directory]
    listTimes.set(pages.list, [...(listTimes.get(pages.list) ?? []), entry.updated_at])
    listed.set(pages.list, (listed.get(pages.list) ?? 0) + 1)
    if (pages.detail) entryPages.push(itemPage(pages.detail.path(entry.slug), entry.id, entry.updated_at))
  }
  // A directory's list past its first page: `?puslapis=2` and on, so every entry is a link away without scripts.
  const laterListPages = [...listed].filter(([list]) => pagedListPaths.includes(list)).flatMap(([list, count]) =>
    Array.from({ length: Math.max(0, Math.ceil(count / LIST_PAGE_SIZE) - 1) }, (_, index) => ({
      path: `${list}?${PAGE_PARAM}=${index + 2}`,
      lastmod: newest(listTimes.get(list) ?? []),
      translated: true,
    })),
  )
  const eventPages = events.map((event) => itemPage(paths.event(event.slug), event.id, event.updated_at))
  listTimes.set(paths.events, events.map((event) => event.updated_at))
  const classifiedPages = classifieds.map((ad) => ({ path: paths.classified(ad.id), lastmod: ad.updated_at, translated: false }))
  listTimes.set(paths.classifieds, classifieds.map((ad) => ad.updated_at))
  const articlePages = articles.map((article) => itemPage(paths.article(article.slug), article.id, article.updated_at))
  listTimes.set(paths.news, articles.map((article) => article.updated_at))
  const fixedPages = fixedPublicPaths.map((path) => ({ path, lastmod: newest(listTimes.get(path) ?? []), translated: true }))
  return [...fixedPages, ...laterListPages, ...entryPages, ...eventPages, ...classifiedPages, ...articlePages].flatMap(inBothLanguages)
}

/** Every public page as the data API answers now (what anyone may read). */
export async function listPublicPages(signal?: AbortSignal): Promise<PublicPage[]> {
  const translationsOf = (table: string, itemColumn: string) =>
    readAllPublic<ListedTranslation>(table, { select: `item_id:${itemColumn},updated_at`, locale: 'eq.en', status: 'eq.published', order: itemColumn }, signal)
  const [entries, events, classifieds, articles, entryTranslations, eventTranslations, articleTranslations] = await Promise.all([
    readAllPublic<ListedEntry>('directory_entries', { select: 'id,directory,slug,updated_at', status: 'eq.published', order: 'directory,sort_order,name,id' }, signal),
    readAllPublic<ListedEvent>('event_listings', { select: 'id,slug,updated_at', order: 'starts_at,slug' }, signal),
    readAllPublic<ListedClassified>('classifieds', { select: 'id,updated_at', order: 'decided_at.desc,id' }, signal),
    readAllPublic<ListedArticle>('published_articles', { select: 'id,slug,updated_at', order: 'publish_at.desc,slug' }, signal),
    // Row-level security shows a published translation exactly when its item is public.
    translationsOf('entry_translations', 'entry_id'),
    translationsOf('event_translations', 'event_id'),
    translationsOf('article_translations', 'article_id'),
  ])
  return publicPagesFrom(entries, events, classifieds, articles, { entries: entryTranslations, events: eventTranslations, articles: articleTranslations })
}

/** List page → the start of its entries' detail paths ('/bendruomenes' → '/bendruomene/'). */
export function detailPrefixes(): Record<string, string> {
  const pages: readonly DirectoryPages[] = Object.values(directoryPages)
  return Object.fromEntries(pages.flatMap(({ list, detail }) => (detail ? [[list, detail.path('')]] : [])))
}

/** Prerendered like the public pages but left out of sitemap.xml: not for search engines. */
export function listUnlistedPrerenderRoutes(): string[] {
  return [paths.reference]
}

/** The layout-only page the benchmark measures every route against. */
export const referenceRoute = paths.reference
