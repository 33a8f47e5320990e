import type { DirectoryItem } from '../definitions'
import type { DirectoryKey } from '../entry'
import { definitionLoaders } from './definition-loaders'
import { fetchPublishedEntries } from './fetch-published'

/** A directory's published items as the pages show them; entries of an unexpected shape are left out. */
export async function loadPublishedItems<Key extends DirectoryKey>(key: Key, signal?: AbortSignal): Promise<DirectoryItem<Key>[]> {
  const [directory, entries] = await Promise.all([definitionLoaders[key](), fetchPublishedEntries(key, signal)])
  return entries.flatMap((entry) => {
    const item = directory.fromEntry(entry)
    return item === null ? [] : [item]
  })
}
