import { describe, expect, it } from 'vitest'
import { answerQuestion, questionStems } from './answer'

describe('answerQuestion', () => {
  it('answers a directory question with matching entries and their links', () => {
    const answer = answerQuestion('Kur rasti lituanistinę mokyklą Mančesteryje?')
    expect(answer.links.length).toBeGreaterThan(0)
    expect(answer.links.length).toBeLessThanOrEqual(3)
    expect(answer.links[0]).toEqual({ label: 'Mančesterio lituanistinė mokykla „Vytis“', href: '/mokykla/mancesterio-lituanistine-mokykla-vytis' })
  })

  it('finds a sports club by sport and city', () => {
    expect(answerQuestion('Kur žaisti krepšinį Londone?').links[0]).toEqual({ label: 'Krepšinio klubas „Londono Vilkai“', href: '/sportas/londono-vilkai' })
  })

  it('points to a portal page for topics outside the directory', () => {
    expect(answerQuestion('Kaip užsiregistruoti pas gydytoją?').links).toEqual([{ label: 'Svarbi informacija', href: '/svarbi-informacija' }])
  })

  it('says plainly when it has no answer', () => {
    const answer = answerQuestion('Koks bus oras rytoj Marse?')
    expect(answer.text).toContain('atsakymo neradau')
    expect(answer.links).toEqual([{ label: 'Kontaktų forma', href: '/apie-mus#susisiekite' }])
  })

  it('drops question words and keeps word stems', () => {
    expect(questionStems('Kur rasti lituanistinę mokyklą?')).toEqual(['lituanis', 'mokyk'])
  })
})

describe('answers from the published directory', () => {
  it('finds a school published after the build and forgets one no longer published', async () => {
    const { embeddedCatalogue } = await import('@/features/directory/embedded-catalogue')
    const school = { ...embeddedCatalogue.schools[0]!, id: 'jorko-mokykla-zilvitis', name: 'Jorko mokykla „Žilvitis“', region: 'Jorkas' }
    const withNew = { ...embeddedCatalogue, schools: [school] }
    expect(answerQuestion('Ar yra lituanistinė mokykla Jorke?', withNew).links).toEqual([{ label: 'Jorko mokykla „Žilvitis“', href: '/mokykla/jorko-mokykla-zilvitis' }])
    const question = 'Kur rasti lituanistinę mokyklą Mančesteryje?'
    const compiled = answerQuestion(question).links.filter((link) => link.href.startsWith('/mokykla/'))
    expect(compiled.length).toBeGreaterThan(0)
    const live = answerQuestion(question, withNew).links.map((link) => link.href)
    for (const link of compiled) expect(live).not.toContain(link.href)
  })

  it('answers from the compiled catalogue when the API cannot be reached', async () => {
    const { answerFromPublishedDirectory } = await import('./answer')
    expect((await answerFromPublishedDirectory('Kur žaisti krepšinį Londone?')).links[0]).toEqual({ label: 'Krepšinio klubas „Londono Vilkai“', href: '/sportas/londono-vilkai' })
  })
})
