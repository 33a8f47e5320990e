import { paths } from '@/app/paths'
import type { Catalogue } from '@/features/directory/live/load-catalogue'
import { catalogueHits } from '@/features/search/search-index'
import { normalizeText } from '@/lib/search'
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

/** Topics the directory cannot answer but a portal page does. */
const topicPages: Array<{ stems: string[]; link: AnswerLink; text: string }> = [
  { stems: ['gydyt', 'sveik', 'policij', 'mokesc', 'teis', 'atlygin', 'atostog', 'nhs'], link: { label: 'Svarbi informacija', href: paths.essentialInfo }, text: 'Tai rasite svarbios informacijos puslapyje: pagalbos telefonai, institucijos ir jūsų teisės.' },
  { stems: ['rengin', 'sventi', 'svent', 'koncert'], link: { label: 'Renginiai', href: paths.events }, text: 'Artimiausi renginiai surašyti renginių puslapyje.' },
  { stems: ['darb', 'verslas', 'versl', 'imon'], link: { label: 'Verslas', href: paths.business }, text: 'Įmones, specialistus ir darbo pasiūlymus rasite verslo puslapyje.' },
]

/** Lithuanian words change their endings: match on the front of each word. */
export function questionStems(question: string): string[] {
  return normalizeText(question)
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length >= 4 && !STOP_WORDS.has(word))
    .map((word) => word.slice(0, Math.max(4, Math.ceil(word.length * 0.6))))
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
      return { text: links.length === 1 ? 'Radau portalo kataloge:' : 'Radau portalo kataloge štai ką:', links }
    }
    const topic = topicPages.find((t) => stems.some((stem) => t.stems.some((s) => stem.startsWith(s) || s.startsWith(stem))))
    if (topic) return { text: topic.text, links: [topic.link] }
  }
  return {
    text: 'Deja, portalo kataloge atsakymo neradau. Parašykite mums per kontaktų formą – atsakysime el. paštu.',
    links: [{ label: 'Kontaktų forma', href: `${paths.about}#susisiekite` }],
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
