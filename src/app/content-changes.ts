import { readPublic } from '@/lib/public-rest'
import { LIST_KEY, listEntryTag, listKeyPrefix } from '@/features/directory/list/list-request'

/** A row of `public.content_changes`: a change to something visitors see. */
export type ContentChange = {
  id: number
  subject: 'directory_entry' | 'event' | 'classified' | 'essential_fact' | 'chat_room' | 'article'
  /** The group the row belongs to (an entry's directory, an event's or article's category), and belonged to before. */
  scope: string | null
  old_scope?: string | null
  /** Its public address before and after (null: not public then). */
  old_slug: string | null
  new_slug: string | null
  /** The published directory entries an event or article is about ('<directory>:<slug>'), before and after. */
  entries: string[]
  /** For a directory entry, the slugs of the approved events it organises. */
  events?: string[]
  /** For a directory entry: whether every page of its list changes (it joined, left or moved, or what the pages count changed), or only the page that shows it. */
  whole_list?: boolean
  changed_at: string
}

/** The changes after `afterId`, oldest first, at most `limit` of them. */
export function readContentChanges(afterId: number, limit = 500, signal?: AbortSignal): Promise<ContentChange[]> {
  return readPublic<ContentChange>(
    'content_changes',
    { select: 'id,subject,scope,old_scope,old_slug,new_slug,entries,events,whole_list,changed_at', id: `gt.${afterId}`, order: 'id.asc', limit: String(limit) },
    signal,
  )
}

/** What of a change decides the pages it touches. */
type ChangeFacts = Pick<ContentChange, 'subject' | 'scope'> &
  Partial<Pick<ContentChange, 'old_scope' | 'old_slug' | 'new_slug' | 'whole_list'>> & { entries?: readonly string[]; events?: readonly string[] }

const present = <T,>(values: readonly (T | null | undefined)[]): T[] => [...new Set(values.filter((value): value is T => value !== null && value !== undefined))]

/**
 * The page-data keys (see useRouteData) and page tags (see pageTags) whose content a change may
 * alter; a key ending in ':' stands for every key that starts with it. A page that read any of
 * them is rendered again, and no other: an edit reaches the item's own pages and the lists and
 * pages that show it; a row that joins or leaves the public ones, or moves to another group,
 * reaches the lists it enters or leaves.
 */
export function affectedDataKeys(change: ChangeFacts): string[] {
  const slugs = present([change.old_slug, change.new_slug])
  const scopes = present([change.scope, change.old_scope])
  const entries = change.entries ?? []
  // Joined or left the public rows, took another address or moved to another group.
  const moved = change.old_slug == null || change.new_slug == null || change.old_slug !== change.new_slug || scopes.length > 1
  // The pages of the entries an event or article is about list their latest ones.
  const entryNews = entries.map((entry) => `entry-news:${entry}`)
  switch (change.subject) {
    case 'directory_entry': {
      const organised = change.events ?? []
      return [
        ...scopes.map((scope) => `directory:${scope}`),
        // Every page of its directory's list when it joined, left or moved in it or changed what the
        // pages count; else the page that shows it.
        ...(change.whole_list === false ? scopes.flatMap((scope) => slugs.map((slug) => listEntryTag(scope, slug))) : scopes.map(listKeyPrefix)),
        ...scopes.flatMap((scope) => slugs.flatMap((slug) => [`directory-entry:${scope}:${slug}`, `entry-news:${scope}:${slug}`, `event-organiser:${scope}:${slug}`])),
        ...(moved ? ['directory-counts'] : []),
        // The home page shows the first communities of the directory.
        ...(scopes.includes('communities') ? ['featured-communities'] : []),
        // An event names its organiser's entry: the pages of the events it organises, and the lists that show them.
        ...(organised.length > 0 ? ['events', 'event-summaries', ...organised.map((slug) => `event:${slug}`)] : []),
      ]
    }
    case 'event':
      return [
        'events',
        'event-summaries',
        ...slugs.map((slug) => `event:${slug}`),
        ...scopes.map((scope) => `event-category:${scope}`),
        ...entries.map((entry) => `event-organiser:${entry}`),
        ...entryNews,
      ]
    case 'classified':
      return ['classifieds', ...slugs.map((id) => `classified:${id}`)]
    case 'essential_fact':
      return ['essential-facts']
    case 'chat_room':
      return ['chat-rooms']
    case 'article':
      return [
        'articles',
        // Its own page, and the pages that show it among their related articles (tagged with it).
        ...slugs.map((slug) => `article:${slug}`),
        ...entryNews,
        // It joins or leaves the latest articles of its category and its entry, which related lists show.
        ...(moved ? [...scopes.map((scope) => `article-related:${scope}:`), ...entries.map((entry) => `entry-articles:${entry}`)] : []),
      ]
  }
}

/**
 * The tags a page earns from the data it read, beside the data's own keys: the items it shows
 * that another key read for it, so an edit of one of them renders the page again (an article's
 * page shows related articles: a change to one of those reaches it).
 */
export function pageTags(key: string, value: unknown): string[] {
  // A page of a directory's list: the entries it shows.
  if (key.startsWith(`${LIST_KEY}:`) && typeof value === 'object' && value !== null && 'slugs' in value && Array.isArray(value.slugs)) {
    const directory = key.split(':')[1] ?? ''
    return value.slugs.flatMap((slug) => (typeof slug === 'string' ? [listEntryTag(directory, slug)] : []))
  }
  if (key.startsWith('article-related:') && typeof value === 'object' && value !== null && 'articles' in value && Array.isArray(value.articles)) {
    const { articles, entry } = value as { articles: readonly { slug?: unknown }[]; entry?: unknown }
    return [
      ...articles.flatMap((article) => (typeof article.slug === 'string' ? [`article:${article.slug}`] : [])),
      ...(typeof entry === 'string' ? [`entry-articles:${entry}`] : []),
    ]
  }
  return []
}

/** A page's keys and tags: what a change is matched against. */
export function pageDependencies(values: Record<string, unknown>): string[] {
  return [...new Set(Object.entries(values).flatMap(([key, value]) => [key, ...pageTags(key, value)]))]
}

/** Whether a page that read `keys` is affected by any of `affected` (as affectedDataKeys gives them). */
export function readsAny(keys: readonly string[], affected: readonly string[]): boolean {
  const exact = new Set(affected.filter((pattern) => !pattern.endsWith(':')))
  const prefixes = affected.filter((pattern) => pattern.endsWith(':'))
  return keys.some((key) => exact.has(key) || prefixes.some((prefix) => key.startsWith(prefix)))
}
