import type { DirectoryItem } from '../definitions'
import { trustOf, type DirectoryKey, type EntryTrust } from '../entry'
import { definitionLoaders } from './definition-loaders'
import { fetchPublishedEntries } from './fetch-published'

export type PublishedItems<Item> = { items: readonly Item[]; trust: Map<Item, EntryTrust> }

/** A directory's published items as the pages show them; entries of an unexpected shape are left out. */
export async function loadPublishedItems<Key extends DirectoryKey>(key: Key, signal?: AbortSignal): Promise<PublishedItems<DirectoryItem<Key>>> {
  const [directory, entries] = await Promise.all([definitionLoaders[key](), fetchPublishedEntries(key, signal)])
  const items: DirectoryItem<Key>[] = []
  const trust = new Map<DirectoryItem<Key>, EntryTrust>()
  for (const entry of entries) {
    const item = directory.fromEntry(entry)
    if (item === null) continue
    items.push(item)
    trust.set(item, trustOf(entry))
  }
  return { items, trust }
}
