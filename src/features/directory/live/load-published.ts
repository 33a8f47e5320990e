import type { DirectoryItem } from '../definitions'
import { placeOfRow, type Place } from '@/features/near-me/place'
import { trustOf, type DirectoryKey, type EntryTrust } from '../entry'
import { definitionLoaders } from './definition-loaders'
import { fetchPublishedEntries } from './fetch-published'

/** A directory's published items as the pages show them, each with its trust line, place and slug (same order). */
export type PublishedItems<Item> = { items: readonly Item[]; trust: readonly EntryTrust[]; places: readonly (Place | null)[]; slugs: readonly string[] }

/** A directory's published items as the pages show them; entries of an unexpected shape are left out. */
export async function loadPublishedItems<Key extends DirectoryKey>(key: Key, signal?: AbortSignal): Promise<PublishedItems<DirectoryItem<Key>>> {
  const [directory, entries] = await Promise.all([definitionLoaders[key](), fetchPublishedEntries(key, signal)])
  const items: DirectoryItem<Key>[] = []
  const trust: EntryTrust[] = []
  const places: (Place | null)[] = []
  const slugs: string[] = []
  for (const entry of entries) {
    const item = directory.fromEntry(entry)
    if (item === null) continue
    items.push(item)
    trust.push(trustOf(entry))
    places.push(placeOfRow(entry))
    slugs.push(entry.slug)
  }
  return { items, trust, places, slugs }
}

/** One published entry, its trust line, its place and its slug (the address it answers at first). */
export type PublishedItem<Item> = { item: Item; trust: EntryTrust; place: Place | null; slug: string }

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
  if (exact && entries[0]) return { item: exact, trust: trustOf(entries[0]), place: placeOfRow(entries[0]), slug: entries[0].slug }
  const { items, trust, places, slugs } = await loadPublishedItems(key, signal)
  const found = find(slug, items)
  const index = found === undefined ? -1 : items.indexOf(found)
  return index < 0 ? null : { item: items[index]!, trust: trust[index]!, place: places[index] ?? null, slug: slugs[index]! }
}
