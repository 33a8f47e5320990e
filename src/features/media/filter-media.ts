import type { MediaOutlet } from '@/data/media-outlets'
import { matchesQuery } from '@/lib/search'

export function filterMedia(items: readonly MediaOutlet[], { q, kategorija }: { q: string; kategorija: string }) {
  return items.filter((m) => (!kategorija || m.category === kategorija) && matchesQuery(q, [m.name, m.category]))
}
