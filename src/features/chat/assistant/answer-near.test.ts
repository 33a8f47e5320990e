import { describe, expect, it } from 'vitest'
import { schoolsDirectory } from '@/features/directory/definitions/schools'
import { answerPublicReads } from '@/testing/directory-api'
import { publishedEntry } from '@/testing/directory-entries'
import { schools } from '@/testing/fixtures/schools'
import { answerFromPublishedDirectory } from './answer'
import { directoriesAsked, postcodeIn } from './answer-near'

const nb = (text: string) => text.replace(/(\d|≈|<) (?=\d|km|mi)/g, '$1\u00a0').replace(/ (km|mi)\b/g, '\u00a0$1')

describe('postcodeIn', () => {
  it.each([
    ['Kur artimiausia lituanistinė mokykla prie LS6?', 'LS6'],
    ['Mokykla prie ls6 1an', 'LS6 1AN'],
    ['bendruomenė netoli (M1)', 'M1'],
    ['Kur rasti lituanistinę mokyklą Mančesteryje?', null],
  ])('%s → %s', (question, display) => {
    expect(postcodeIn(question)?.display ?? null).toBe(display)
  })
})

describe('directoriesAsked', () => {
  it('reads what kind of place is asked for, or takes every kind', () => {
    expect(directoriesAsked('Kur artimiausia lituanistinė mokykla prie LS6?').map(({ key }) => key)).toEqual(['schools'])
    expect(directoriesAsked('Kur choras prie M1?').map(({ key }) => key)).toEqual(['collectives'])
    expect(directoriesAsked('Kas yra prie LS6?')).toHaveLength(4)
  })
})

describe('answers to a question that names a postcode', () => {
  const placed = [
    ['mancesterio-lituanistine-mokykla-vytis', { postcode: 'M1', latitude: 53.47734, longitude: -2.23508 }],
    ['londono-lituanistine-mokykla-gintarelis', { postcode: 'SW1A', latitude: 51.50265, longitude: -0.13111 }],
    ['edinburgo-lituanistine-mokykla-pagrandukas', { postcode: 'EH1', latitude: 55.95243, longitude: -3.1884 }],
    ['belfasto-lituanistine-mokykla-gintaras', { postcode: 'BT9', latitude: 54.57176, longitude: -5.94894 }],
  ] as const
  const publish = () =>
    answerPublicReads({
      entry_translations: [],
      directory_entries: schools.map((school, index) => publishedEntry('schools', schoolsDirectory.toEntry(school), index, placed.find(([id]) => id === school.id)?.[1] ?? null)),
    })

  it('gives the nearest schools with their straight-line distances, and the whole list from that place', async () => {
    publish()
    const answer = await answerFromPublishedDirectory('Kur artimiausia lituanistinė mokykla prie LS6?')
    expect(answer.text).toBe('Arčiausiai LS6 (atstumas tiesia linija):')
    expect(answer.links).toEqual([
      { label: nb('Mančesterio lituanistinė mokykla „Vytis“ – ≈ 58 km (36 mi) tiesiai'), href: '/mokykla/mancesterio-lituanistine-mokykla-vytis' },
      { label: nb('Edinburgo lituanistinė mokykla „Pagrandukas“ – ≈ 259 km (161 mi) tiesiai'), href: '/mokykla/edinburgo-lituanistine-mokykla-pagrandukas' },
      { label: nb('Londono lituanistinė mokykla „Gintarėlis“ – ≈ 275 km (171 mi) tiesiai'), href: '/mokykla/londono-lituanistine-mokykla-gintarelis' },
      { label: 'Visas sąrašas pagal atstumą nuo LS6', href: '/lituanistinis-mokymas?netoli=LS6' },
    ])
  })

  it('says when it does not know the postcode', async () => {
    publish()
    expect((await answerFromPublishedDirectory('Mokykla prie LS99?')).text).toMatch(/^Pašto kodo LS99 neradome/)
  })

  it('points to the contact form when the directory cannot be read', async () => {
    expect((await answerFromPublishedDirectory('Mokykla prie LS6?')).links).toEqual([{ label: 'Kontaktų forma', href: '/apie-mus#susisiekite' }])
  })
})
