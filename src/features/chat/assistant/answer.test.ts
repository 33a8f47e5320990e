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
