import { paths } from '@/app/paths'
import { directoryPages, hasDirectoryPages, type DirectoryPages } from '@/features/directory/directory-pages'
import { readPublic } from '@/lib/public-rest'

/** A public page and when its content last changed (null: no single row's time applies). */
export type PublicPage = { path: string; lastmod: string | null }

/** A published directory entry, as far as the list of pages needs it. */
export type ListedEntry = { directory: string; slug: string; updated_at: string }
/** An approved event, as far as the list of pages needs it. */
export type ListedEvent = { slug: string; updated_at: string }
/** A public classified, as far as the list of pages needs it. */
export type ListedClassified = { id: string; updated_at: string }
/** A published article, as far as the list of pages needs it. */
export type ListedArticle = { slug: string; updated_at: string }

/** The public pages whose address names no row. */
export const fixedPublicPaths = [
  paths.home,
  paths.about,
  ...Object.values(directoryPages).map((pages: DirectoryPages) => pages.list),
  paths.travel,
  paths.events,
  paths.news,
  paths.classifieds,
  paths.essentialInfo,
  paths.chat,
  paths.accessibility,
  paths.privacy,
]

const newest = (times: readonly string[]) => times.reduce<string | null>((latest, time) => (latest === null || time > latest ? time : latest), null)

/**
 * Every public page, for the build, the server and sitemap.xml: the fixed pages, then a page per
 * published entry of a directory whose entries have pages, then a page per approved event. An
 * entry's or event's page changed when its row did; a list when its newest row did.
 */
export function publicPagesFrom(
  entries: readonly ListedEntry[],
  events: readonly ListedEvent[] = [],
  classifieds: readonly ListedClassified[] = [],
  articles: readonly ListedArticle[] = [],
): PublicPage[] {
  const listTimes = new Map<string, string[]>()
  const entryPages: PublicPage[] = []
  for (const entry of entries) {
    if (!hasDirectoryPages(entry.directory)) continue
    const pages: DirectoryPages = directoryPages[entry.directory]
    listTimes.set(pages.list, [...(listTimes.get(pages.list) ?? []), entry.updated_at])
    if (pages.detail) entryPages.push({ path: pages.detail.path(entry.slug), lastmod: entry.updated_at })
  }
  const eventPages = events.map((event) => ({ path: paths.event(event.slug), lastmod: event.updated_at }))
  listTimes.set(paths.events, events.map((event) => event.updated_at))
  const classifiedPages = classifieds.map((ad) => ({ path: paths.classified(ad.id), lastmod: ad.updated_at }))
  listTimes.set(paths.classifieds, classifieds.map((ad) => ad.updated_at))
  const articlePages = articles.map((article) => ({ path: paths.article(article.slug), lastmod: article.updated_at }))
  listTimes.set(paths.news, articles.map((article) => article.updated_at))
  return [...fixedPublicPaths.map((path) => ({ path, lastmod: newest(listTimes.get(path) ?? []) })), ...entryPages, ...eventPages, ...classifiedPages, ...articlePages]
}

/** Every public page as the data API answers now (what anyone may read). */
export async function listPublicPages(signal?: AbortSignal): Promise<PublicPage[]> {
  const [entries, events, classifieds, articles] = await Promise.all([
    readPublic<ListedEntry>('directory_entries', { select: 'directory,slug,updated_at', status: 'eq.published', order: 'directory,sort_order,name' }, signal),
    readPublic<ListedEvent>('event_listings', { select: 'slug,updated_at', order: 'starts_at,slug' }, signal),
    readPublic<ListedClassified>('classifieds', { select: 'id,updated_at', order: 'decided_at.desc,id' }, signal),
    readPublic<ListedArticle>('published_articles', { select: 'slug,updated_at', order: 'publish_at.desc,slug' }, signal),
  ])
  return publicPagesFrom(entries, events, classifieds, articles)
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
