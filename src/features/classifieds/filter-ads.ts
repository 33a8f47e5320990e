import type { Ad, AdCategory } from '@/features/classifieds/ad'
import { matchesQuery } from '@/lib/search'

export function filterAds(items: readonly Ad[], { q, category }: { q: string; category: AdCategory | '' }): Ad[] {
  return items.filter((ad) => (!category || ad.category === category) && matchesQuery(q, [ad.title, ad.description, ad.location, ad.author, ad.category]))
}
