import type { DirectoryKey, PublicEntry } from '../entry'
import { publicEntrySelect } from '../public-entry-columns'
import { getLocale, type Locale } from '@/lib/i18n/locale'
import { readPublic } from '@/lib/public-rest'

/** An entry as the page's language shows it. */
export type LocalizedEntry = PublicEntry & {
  /** The language of the entry's words: English on an English page where a translation is published. */
  content_locale: Locale
  /**
   * Whether a published English translation exists (then the entry's page is in both languages);
   * null where it was not asked: a Lithuanian list, which does not need it.
   */
  has_english: boolean | null
}

/** An entry's published English words (only `entry_id` on a Lithuanian page). */
type EntryWords = { entry_id: string } & Partial<{ name: string; summary: string | null; description: string | null }>

/**
 * A directory's published entries, in the order the directory lists them; only the one of `slug`
 * when given. On an English page each carries its translation's words instead of the Lithuanian
 * ones where there is one; an English page and an entry's page say whether it is translated (a
 * second small read: the data API embeds nothing).
 */
export async function fetchPublishedEntries(directory: DirectoryKey, signal?: AbortSignal, slug?: string): Promise<LocalizedEntry[]> {
  const entries = await readPublic<PublicEntry>(
    'directory_entries',
    {
      select: publicEntrySelect.replaceAll(' ', ''),
      directory: `eq.${directory}`,
      status: 'eq.published',
      ...(slug === undefined ? {} : { slug: `eq.${slug}` }),
      order: 'sort_order.asc,name.asc',
    },
    signal,
  )
  const inEnglish = getLocale() === 'en'
  if (!inEnglish && slug === undefined) return entries.map((entry) => ({ ...entry, content_locale: 'lt', has_english: null }))
  const translations =
    entries.length === 0
      ? []
      : await readPublic<EntryWords>(
          'entry_translations',
          {
            select: inEnglish ? 'entry_id,name,summary,description' : 'entry_id',
            entry_id: `in.(${entries.map((entry) => entry.id).join(',')})`,
            locale: 'eq.en',
            status: 'eq.published',
          },
          signal,
        )
  const english = new Map(translations.map((words) => [words.entry_id, words]))
  return entries.map((entry) => {
    const words = english.get(entry.id)
    if (!words || !inEnglish) return { ...entry, content_locale: 'lt', has_english: words !== undefined }
    const { name = entry.name, summary, description } = words
    return { ...entry, name, summary: summary ?? entry.summary, description: description ?? entry.description, content_locale: 'en', has_english: true }
  })
}
