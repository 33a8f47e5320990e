import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from './i18n/locale'
import { databaseRefusal, refusalInPageLanguage } from './database-refusal'

describe('databaseRefusal', () => {
  it('passes on the database’s own words for its rules and limits', () => {
    expect(databaseRefusal({ code: 'PT429', message: 'Per daug pasiūlymų.', hint: 'Pabandykite vėl rytoj.' })).toBe('Per daug pasiūlymų. Pabandykite vėl rytoj.')
    expect(databaseRefusal({ code: 'PT422', message: 'Nuoroda turi prasidėti „https://“.' })).toBe('Nuoroda turi prasidėti „https://“.')
    expect(databaseRefusal({ code: 'PT403', message: 'Apribota.', details: 'Iki 18:00.' })).toBe('Apribota. Iki 18:00.')
  })

  it('keeps other errors’ words from members', () => {
    expect(databaseRefusal({ code: '42501', message: 'permission denied for table events' })).toBeNull()
    expect(databaseRefusal(new Error('Failed to fetch'))).toBeNull()
    expect(databaseRefusal(null)).toBeNull()
  })
})

describe('refusalInPageLanguage', () => {
  afterEach(() => setLocaleSource(() => 'lt'))
  const known = { byMessage: { 'Nuoroda turi prasidėti „https://“.': () => 'A link must start with “https://”.' }, byCode: { PT429: () => 'Too many today.' } }

  it('gives the database’s own words on a Lithuanian page, and nothing for an error that is not a refusal', () => {
    expect(refusalInPageLanguage({ code: 'PT422', message: 'Nauja taisyklė.', hint: 'Pataisykite.' }, known)).toBe('Nauja taisyklė. Pataisykite.')
    expect(refusalInPageLanguage({ code: '42501', message: 'permission denied' }, known)).toBeNull()
  })

  it('gives the English a form knows on an English page, by message and then by code, and never the Lithuanian words', () => {
    setLocaleSource(() => 'en')
    expect(refusalInPageLanguage({ code: 'PT422', message: 'Nuoroda turi prasidėti „https://“.' }, known)).toBe('A link must start with “https://”.')
    expect(refusalInPageLanguage({ code: 'PT429', message: 'Per daug šiandien.' }, known)).toBe('Too many today.')
    expect(refusalInPageLanguage({ code: 'PT422', message: 'Nauja taisyklė.' }, known)).toBeNull()
  })

  it('gives the English of a refusal every form may meet, a control character in any text', () => {
    setLocaleSource(() => 'en')
    const refusal = { code: 'PT422', message: 'Tekste yra nematomų valdymo ženklų: ištrinkite juos ir bandykite dar kartą.', hint: 'Šis laukas yra vienos eilutės.' }
    expect(refusalInPageLanguage(refusal, {})).toBe('The text holds invisible control characters: delete them and try again.')
  })
})
