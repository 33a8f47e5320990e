import { readPublic } from '@/lib/public-rest'

/** A row of `public.content_changes`: a change to something visitors see. */
export type ContentChange = {
  id: number
  subject: 'directory_entry' | 'event' | 'classified' | 'essential_fact' | 'chat_room' | 'article'
  scope: string | null
  old_slug: string | null
  new_slug: string | null
  /** The published directory entries an event or article is about ('<directory>:<slug>'), before and after. */
  entries: string[]
  changed_at: string
}

/** The changes after `afterId`, oldest first, at most `limit` of them. */
export function readContentChanges(afterId: number, limit = 500, signal?: AbortSignal): Promise<ContentChange[]> {
  return readPublic<ContentChange>(
    'content_changes',
    { select: 'id,subject,scope,old_slug,new_slug,entries,changed_at', id: `gt.${afterId}`, order: 'id.asc', limit: String(limit) },
    signal,
  )
}

/**
 * The page-data keys (see useRouteData) whose content a change may alter; a key ending in ':'
 * stands for every key that starts with it. A page that read any of them is rendered again.
 */
export function affectedDataKeys(change: Pick<ContentChange, 'subject' | 'scope'> & { entries?: readonly string[] }): string[] {
  // The pages of the entries an event or article is about list their latest ones.
  const entryNews = (change.entries ?? []).map((entry) => `entry-news:${entry}`)
  switch (change.subject) {
    case 'directory_entry':
      return [
        `directory:${change.scope}`,
        `directory-entry:${change.scope}:`,
        // An entry's page lists its articles and events under its slug.
        `entry-news:${change.scope}:`,
        'directory-counts',
        'featured-communities',
        // An event names its organiser's entry.
        'events',
        'event-summaries',
        'event:',
      ]
    case 'event':
      return ['events', 'event-summaries', 'event:', ...entryNews]
    case 'classified':
      return ['classifieds', 'classified:']
    case 'essential_fact':
      return ['essential-facts']
    case 'chat_room':
      return ['chat-rooms']
    case 'article':
      return ['articles', 'article:', ...entryNews]
  }
}

/** Whether a page that read `keys` is affected by any of `affected` (as affectedDataKeys gives them). */
export function readsAny(keys: readonly string[], affected: readonly string[]): boolean {
  return keys.some((key) => affected.some((pattern) => (pattern.endsWith(':') ? key.startsWith(pattern) : key === pattern)))
}
