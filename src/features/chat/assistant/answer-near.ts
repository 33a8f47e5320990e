import { directoryPages } from '@/features/directory/directory-pages'
import { loadPublishedItems } from '@/features/directory/live/load-published'
import { distanceKm } from '@/features/near-me/distance'
import { loadDistricts } from '@/features/near-me/districts'
import { formatStraightLineDistance } from '@/features/near-me/format-distance'
import { parsePostcode, type ParsedPostcode } from '@/features/near-me/parse-postcode'
import { normalizeText } from '@/lib/search'
import { m } from '@/paraglide/messages'
import type { Answer, AnswerLink } from './answer'

/** The directories of places the assistant measures distances in, with the words (Lithuanian, English) that ask for each. */
const placeDirectories = [
  { key: 'schools', stems: ['mokykl', 'darzel', 'lituanist', 'school', 'nurser'], list: directoryPages.schools.list },
  { key: 'communities', stems: ['bendruomen', 'communit'], list: directoryPages.communities.list },
  { key: 'collectives', stems: ['kolektyv', 'chor', 'ansambl', 'sokiu', 'teatr', 'choir', 'ensemble', 'danc', 'theat', 'folk'], list: directoryPages.collectives.list },
  { key: 'sports', stems: ['sport', 'klub', 'krepsin', 'futbol', 'komand', 'club', 'basketball', 'football', 'team'], list: directoryPages.sports.list },
] as const

type PlaceDirectory = (typeof placeDirectories)[number]

/** The postcode a question names ('… prie LS6?', '… prie ls6 1an'), or null. */
export function postcodeIn(question: string): ParsedPostcode | null {
  const words = question.split(/[\s?!.,;:()„“"]+/).filter(Boolean)
  for (const [index, word] of words.entries()) {
    const next = words[index + 1]
    const full = next === undefined ? null : parsePostcode(word + next)
    if (full?.full) return full
    const outward = parsePostcode(word)
    if (outward) return outward
  }
  return null
}

/** The directories a question asks about; all of them when it names none. */
export function directoriesAsked(question: string): readonly PlaceDirectory[] {
  const text = normalizeText(question)
  const asked = placeDirectories.filter(({ stems }) => stems.some((stem) => text.includes(stem)))
  return asked.length > 0 ? asked : placeDirectories
}

/** A published entry with its place and page, in any of the directories asked about. */
async function placedEntries(asked: readonly PlaceDirectory[]) {
  const lists = await Promise.all(asked.map(({ key }) => loadPublishedItems(key).then((published) => ({ key, published }))))
  return lists.flatMap(({ key, published }) =>
    published.items.flatMap((item, index) => {
      const [place, slug] = [published.places[index], published.slugs[index]]
      return place && slug ? [{ name: item.name, href: directoryPages[key].detail.path(slug), place }] : []
    }),
  )
}

/**
 * 'Kur artimiausia lituanistinė mokykla prie LS6?': the three nearest entries of what was asked
 * for, each with its straight-line distance, and the whole list sorted from that place. The
 * postcode is looked up in the browser's own district table; nothing leaves the page but the
 * read of the published entries.
 */
export async function answerNear(question: string, place: ParsedPostcode): Promise<Answer> {
  const asked = directoriesAsked(question)
  const [districts, entries] = await Promise.all([loadDistricts(), placedEntries(asked)])
  const district = districts.resolve(place)
  if (!district) {
    return { text: m.chat_postcode_unknown({ postcode: place.display }), links: [] }
  }
  const nearest = entries
    .map((entry) => ({ ...entry, km: distanceKm(district, entry.place) }))
    .sort((a, b) => a.km - b.km)
    .slice(0, 3)
  const listLink: AnswerLink = { label: m.chat_near_list({ postcode: place.display }), href: `${asked[0].list}?${new URLSearchParams({ netoli: place.display })}` }
  if (nearest.length === 0) return { text: m.chat_near_none({ postcode: place.display }), links: [listLink] }
  return {
    text: m.chat_near_heading({ postcode: place.display }),
    links: [...nearest.map(({ name, href, km }) => ({ label: `${name} – ${formatStraightLineDistance(km)}`, href })), listLink],
  }
}

/** The answer to a question that names a postcode, or null when it names none. */
export function answerNearIfAsked(question: string): Promise<Answer> | null {
  const place = postcodeIn(question)
  return place ? answerNear(question, place) : null
}
