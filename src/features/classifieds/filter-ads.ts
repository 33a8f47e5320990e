import { adCategoryLabel, type Ad, type AdCategory } from '@/features/classifieds/ad'
import { matchesQuery } from '@/lib/search'

/** The classifieds in `category` ('' = all) that match the search, by their words or their category in either language. */
export function filterAds(items: readonly Ad[], { q, category }: { q: string; category: AdCategory | '' }): Ad[] {
  return items.filter(
    (ad) => (!category || ad.category === category) && matchesQuery(q, [ad.title, ad.description, ad.location, ad.author, ad.category, adCategoryLabel(ad.category)]),
  )
}
