import { describe, expect, it } from 'vitest'
import { sportsClubs } from '@/testing/fixtures/sports-clubs'
import { sportsDirectory } from '@/features/directory/definitions/sports'
import { fixtureCatalogue } from '@/testing/fixtures/directory'
import { answerPublicReads } from '@/testing/directory-api'
import { publishedEntry } from '@/testing/directory-entries'
import { answerFromPublishedDirectory, answerQuestion, questionStems } from './answer'

/** The sample directories, as if every one of their entries were published. */
const catalogue = fixtureCatalogue

describe('answerQuestion', () => {
  it('answers a directory question with matching entries and their links', () => {
    const answer = answerQuestion('Kur rasti lituanistinę mokyklą Mančesteryje?', catalogue)
    expect(answer.links.length).toBeGreaterThan(0)
    expect(answer.links.length).toBeLessThanOrEqual(3)
    expect(answer.links[0]).toEqual({ label: 'Mančesterio lituanistinė mokykla „Vytis“', href: '/mokykla/mancesterio-lituanistine-mokykla-vytis' })
  })

  it('finds a sports club by sport and city', () => {
    expect(answerQuestion('Kur žaisti krepšinį Londone?', catalogue).links[0]).toEqual({ label: 'Krepšinio klubas „Londono Vilkai“', href: '/sportas/londono-vilkai' })
  })

  it('points to a portal page for topics outside the directory', () => {
    expect(answerQuestion('Kaip užsiregistruoti pas gydytoją?', catalogue).links).toEqual([{ label: 'Svarbi informacija', href: '/svarbi-informacija' }])
  })

  it('says plainly when it has no answer', () => {
    const answer = answerQuestion('Koks bus oras rytoj Marse?', catalogue)
    expect(answer.text).toContain('atsakymo neradau')
    expect(answer.links).toEqual([{ label: 'Kontaktų forma', href: '/apie-mus#susisiekite' }])
  })

  it('drops question words and keeps word stems', () => {
    expect(questionStems('Kur rasti lituanistinę mokyklą?')).toEqual(['lituanis', 'mokyk'])
  })
})

describe('answers from the published directory', () => {
  it('finds a school published after the build and forgets one no longer published', () => {
    const school = { ...catalogue.schools[0]!, id: 'jorko-mokykla-zilvitis', name: 'Jorko mokykla „Žilvitis“', region: 'Jorkas' }
    const withNew = { ...catalogue, schools: [school] }
    expect(answerQuestion('Ar yra lituanistinė mokykla Jorke?', withNew).links).toEqual([{ label: 'Jorko mokykla „Žilvitis“', href: '/mokykla/jorko-mokykla-zilvitis' }])
    const question = 'Kur rasti lituanistinę mokyklą Mančesteryje?'
    const before = answerQuestion(question, catalogue).links.filter((link) => link.href.startsWith('/mokykla/'))
    expect(before.length).toBeGreaterThan(0)
    const after = answerQuestion(question, withNew).links.map((link) => link.href)
    for (const link of before) expect(after).not.toContain(link.href)
  })

  it('points to the contact form when the API cannot be reached, and answers from what it then reads', async () => {
    const question = 'Kur žaisti krepšinį Londone?'
    expect((await answerFromPublishedDirectory(question)).links).toEqual([{ label: 'Kontaktų forma', href: '/apie-mus#susisiekite' }])
    answerPublicReads({ entry_translations: [], directory_entries: sportsClubs.map((club, index) => publishedEntry('sports', sportsDirectory.toEntry(club), index)) })
    expect((await answerFromPublishedDirectory(question)).links[0]).toEqual({ label: 'Krepšinio klubas „Londono Vilkai“', href: '/sportas/londono-vilkai' })
  })
})
