import type { DirectoryItem } from '../definitions'
import { placeOfRow, type Place } from '@/features/near-me/place'
import { trustOf, type DirectoryKey, type EntryTrust } from '../entry'
import { definitionLoaders } from './definition-loaders'
import { fetchPublishedEntries } from './fetch-published'
import type { Locale } from '@/lib/i18n/locale'

/** A directory's published items as the pages show them, each with its trust line, place, slug and the language of its words (same order). */
export type PublishedItems<Item> = {
  items: readonly Item[]
  trust: readonly EntryTrust[]
  places: readonly (Place | null)[]
  slugs: readonly string[]
  contentLocales: readonly Locale[]
  /** Whether each is published in English too (null: not asked, on a Lithuanian list). */
  hasEnglish: readonly (boolean | null)[]
  /** Each one's words in the other language, which a search matches too (null: none). */
  otherWords: readonly (string | null)[]
}

/** A directory's published items as the pages show them; entries of an unexpected shape are left out. */
export async function loadPublishedItems<Key extends DirectoryKey>(key: Key, signal?: AbortSignal): Promise<PublishedItems<DirectoryItem<Key>>> {
  const [directory, entries] = await Promise.all([definitionLoaders[key](), fetchPublishedEntries(key, signal)])
  const items: DirectoryItem<Key>[] = []
  const trust: EntryTrust[] = []
  const places: (Place | null)[] = []
  const slugs: string[] = []
  const contentLocales: Locale[] = []
  const hasEnglish: (boolean | null)[] = []
  const otherWords: (string | null)[] = []
  for (const entry of entries) {
    const item = directory.fromEntry(entry)
    if (item === null) continue
    items.push(item)
    trust.push(trustOf(entry))
    places.push(placeOfRow(entry))
    slugs.push(entry.slug)
    contentLocales.push(entry.contentLocale)
    hasEnglish.push(entry.hasEnglish)
    otherWords.push(entry.otherWords)
  }
  return { items, trust, places, slugs, contentLocales, hasEnglish, otherWords }
}

/** One published entry, its trust line, its place, its slug (the address it answers at first), the language of its words and whether it is in English too. */
export type PublishedItem<Item> = { item: Item; trust: EntryTrust; place: Place | null; slug: string; contentLocale: Locale; hasEnglish: boolean }

/**
 * The published entry a detail page's address names: by its slug in one small read, else (an
 * older form of the slug, or an id) among the directory's entries with the page's own finder.
 * Null when no published entry answers to it.
 */
export async function loadPublishedItem<Key extends DirectoryKey>(
  key: Key,
  slug: string,
  find: (slug: string, items: readonly DirectoryItem<Key>[]) => DirectoryItem<Key> | undefined,
  signal?: AbortSignal,
): Promise<PublishedItem<DirectoryItem<Key>> | null> {
  const [directory, entries] = await Promise.all([definitionLoaders[key](), fetchPublishedEntries(key, signal, slug)])
  const exact = entries[0] ? directory.fromEntry(entries[0]) : null
  const first = entries[0]
  if (exact && first) {
    return { item: exact, trust: trustOf(first), place: placeOfRow(first), slug: first.slug, contentLocale: first.contentLocale, hasEnglish: first.hasEnglish === true }
  }
  const published = await loadPublishedItems(key, signal)
  const found = find(slug, published.items)
  const index = found === undefined ? -1 : published.items.indexOf(found)
  if (index < 0) return null
  return {
    item: published.items[index]!,
    trust: published.trust[index]!,
    place: published.places[index] ?? null,
    slug: published.slugs[index]!,
    contentLocale: published.contentLocales[index]!,
    hasEnglish: published.hasEnglish[index] === true,
  }
}
