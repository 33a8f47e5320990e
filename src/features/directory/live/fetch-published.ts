import type { DirectoryKey, PublicEntry } from '../entry'
import { publicEntrySelect } from '../public-entry-columns'
import { inPageLanguage, type ContentLanguage, type TranslationSource } from '@/lib/i18n/content-translations'
import { readAllPublic } from '@/lib/public-rest'

/** An entry as the page's language shows it. */
export type LocalizedEntry = PublicEntry & ContentLanguage

type EntryWords = { name: string; summary: string; description: string }

/** Where an entry's English words are. */
export const entryTranslations: TranslationSource<EntryWords> = { table: 'entry_translations', itemColumn: 'entry_id', words: ['name', 'summary', 'description'] }

/**
 * A directory's published entries, in the order the directory lists them; only the one of `slug`
 * when given. On an English page each carries its translation's words instead of the Lithuanian
 * ones where there is one; each says whether it is translated and its words in the other language.
 */
export async function fetchPublishedEntries(directory: DirectoryKey, signal?: AbortSignal, slug?: string): Promise<LocalizedEntry[]> {
  const entries = await readAllPublic<PublicEntry>(
    'directory_entries',
    {
      select: publicEntrySelect.replaceAll(' ', ''),
      directory: `eq.${directory}`,
      status: 'eq.published',
      ...(slug === undefined ? {} : { slug: `eq.${slug}` }),
      order: 'sort_order.asc,name.asc,id.asc',
    },
    signal,
  )
  // Read in Lithuanian too: an entry's page names its English alternate, and a list's search
  // finds entries by their English words as well ('Saturday school', 'choir').
  return inPageLanguage(entries, (entry) => entry.id, entryTranslations, (entry, words) => ({ ...entry, ...words }), {
    askInLithuanian: true,
    searchedBy: (words) => [words.name, words.summary],
    signal,
  })
}
