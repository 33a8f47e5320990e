import { paths } from '@/app/paths'
import type { Catalogue } from '@/features/directory/live/load-catalogue'
import { catalogueHits } from '@/features/search/search-index'
import { normalizeText } from '@/lib/search'
import { m } from '@/paraglide/messages'
import { answerNearIfAsked } from './answer-near'

export type AnswerLink = { label: string; href: string }
export type Answer = { text: string; links: AnswerLink[] }

type Entry = AnswerLink & { haystack: string; title: string }

/** Question words and words every entry shares: they say nothing about what is wanted. */
const STOP_WORDS = new Set(
  'kur kaip kas kada koks kokia kokios kokie ar yra rasti rasiu noriu ieskau ieskome man mano mus su apie prie ir is jk uk anglijoje britanijoje lietuviu lietuviai lietuvis lietuviska lietuviskos lietuviskas galiu gali reikia veikia vyksta yra dabar the'.split(' '),
)

const entriesByCatalogue = new WeakMap<Catalogue, Entry[]>()

/** A catalogue's entries with the text a question is matched against (as each directory's definition says), built once per catalogue. */
function entriesOf(catalogue: Catalogue): Entry[] {
  let entries = entriesByCatalogue.get(catalogue)
  if (!entries) {
    entries = catalogueHits(catalogue).map((hit) => ({
      label: hit.title,
      href: hit.href,
      title: normalizeText(hit.title),
      haystack: normalizeText([...hit.fields, hit.keywords].filter(Boolean).join(' ')),
    }))
    entriesByCatalogue.set(catalogue, entries)
  }
  return entries
}

/** Topics the directory cannot answer but a portal page does (its name and the answer are messages). */
const topicPages: Array<{ stems: string[]; href: string; label: () => string; text: () => string }> = [
  { stems: ['gydyt', 'sveik', 'policij', 'mokesc', 'teis', 'atlygin', 'atostog', 'nhs'], href: paths.essentialInfo, label: m.nav_essential_info, text: m.chat_topic_info },
  { stems: ['rengin', 'sventi', 'svent', 'koncert'], href: paths.events, label: m.nav_events, text: m.chat_topic_events },
  { stems: ['darb', 'verslas', 'versl', 'imon'], href: paths.business, label: m.nav_business, text: m.chat_topic_business },
]

/** English question words and words every entry shares. */
const ENGLISH_STOP_WORDS = new Set(
  'where what which when there their these those have does with near find looking want would could should about lithuanian lithuanians lithuania play some your from this that many much'.split(' '),
)

/**
 * An English question's words as the stems of the Lithuanian words the directory is written in
 * ('school' → 'mokykl', 'manchester' → 'mancest'); `-s` plurals as their singular.
 */
const ENGLISH_STEMS: Record<string, string> = {
  school: 'mokykl',
  nursery: 'darzel',
  nurserie: 'darzel',
  kindergarten: 'darzel',
  saturday: 'sestadien',
  community: 'bendruomen',
  communitie: 'bendruomen',
  choir: 'chor',
  ensemble: 'ansambl',
  dance: 'sok',
  dancing: 'sok',
  theatre: 'teatr',
  folk: 'liaud',
  basketball: 'krepsin',
  football: 'futbol',
  volleyball: 'tinklin',
  club: 'klub',
  team: 'komand',
  doctor: 'gydyt',
  health: 'sveik',
  police: 'policij',
  taxe: 'mokesc',
  right: 'teis',
  wage: 'atlygin',
  holiday: 'atostog',
  event: 'rengin',
  next: 'artim',
  upcoming: 'artim',
  concert: 'koncert',
  festival: 'svent',
  celebration: 'svent',
  business: 'versl',
  businesse: 'versl',
  company: 'imon',
  companie: 'imon',
  work: 'darb',
  london: 'london',
  manchester: 'mancest',
  scotland: 'skotij',
  england: 'anglij',
  wale: 'vels',
  ireland: 'airij',
  edinburgh: 'edinburg',
  glasgow: 'glazg',
  aberdeen: 'aberdyn',
  belfast: 'belfast',
  cardiff: 'kardif',
  birmingham: 'birmingem',
  leed: 'lids',
  nottingham: 'notingem',
  sheffield: 'sefild',
  coventry: 'koventr',
  cambridge: 'kembridz',
  oxford: 'oksford',
  bristol: 'bristol',
  peterborough: 'piterboro',
  online: 'nuotol',
}

/** Lithuanian words change their endings: match on the front of each word. English words become Lithuanian stems. */
export function questionStems(question: string): string[] {
  return normalizeText(question)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 4 && !STOP_WORDS.has(word) && !ENGLISH_STOP_WORDS.has(word))
    .map((word) => ENGLISH_STEMS[word] ?? ENGLISH_STEMS[word.replace(/s$/, '')] ?? word.slice(0, Math.max(4, Math.ceil(word.length * 0.6))))
}

/**
 * Answers from the portal's own catalogue: up to three directory entries that
 * match the question best, or a page that covers the topic, or an honest 'I don't know'.
 */
export function answerQuestion(question: string, catalogue: Catalogue): Answer {
  const stems = questionStems(question)
  if (stems.length > 0) {
    const scored = entriesOf(catalogue)
      .map((entry) => ({
        entry,
        score: stems.filter((stem) => entry.haystack.includes(stem)).length,
        // Between equally good entries, the one whose name says what was asked comes first.
        inTitle: stems.filter((stem) => entry.title.includes(stem)).length,
      }))
      .filter((s) => s.score > 0)
      .sort((a, b) => b.score - a.score || b.inTitle - a.inTitle)
    const best = scored[0]?.score ?? 0
    if (best > 0 && best >= Math.min(2, stems.length)) {
      const links = scored.filter((s) => s.score === best && s.inTitle === scored[0]!.inTitle).slice(0, 3).map(({ entry }) => ({ label: entry.label, href: entry.href }))
      return { text: links.length === 1 ? m.chat_found_one() : m.chat_found_many(), links }
    }
    const topic = topicPages.find((t) => stems.some((stem) => t.stems.some((s) => stem.startsWith(s) || s.startsWith(stem))))
    if (topic) return { text: topic.text(), links: [{ label: topic.label(), href: topic.href }] }
  }
  return {
    text: m.chat_no_answer(),
    links: [{ label: m.chat_contact_form(), href: `${paths.about}#susisiekite` }],
  }
}

const noEntries: Catalogue = { communities: [], collectives: [], sports: [], schools: [] }

/**
 * Answers from the published entries (the nearest ones when the question names a postcode); when
 * the API cannot be reached, with the reply that points to the contact form.
 */
export async function answerFromPublishedDirectory(question: string): Promise<Answer> {
  const near = answerNearIfAsked(question)
  if (near) return near.catch(() => answerQuestion('', noEntries))
  const { loadPublishedCatalogue } = await import('@/features/directory/live/load-catalogue')
  const catalogue = await loadPublishedCatalogue().catch(() => noEntries)
  return answerQuestion(question, catalogue)
}
