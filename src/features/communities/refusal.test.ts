import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { saveErrorMessage } from './manage/mutations'
import { communityRefusal } from './refusal'

const markup = { code: 'PT422', message: 'Įraše negali būti HTML žymių: rašykite paprastą tekstą.' }
const managersOnly = {
  code: '42501',
  message: 'Įrašo tvarkytojai keičia tik viešai rodomus duomenis: būseną, adresą ir patikrinimo datą keičia administratoriai.',
}

describe('the database refusals of communities writes', () => {
  afterEach(() => setLocaleSource(() => 'lt'))

  it('keeps the database words on a Lithuanian page', () => {
    expect(communityRefusal(markup)).toBe(markup.message)
    expect(saveErrorMessage(managersOnly)).toBe(managersOnly.message)
    expect(saveErrorMessage({ code: '23502', message: 'null value' })).toBe('Pavadinimas privalomas.')
  })

  it('says them in English on an English page, and a general message for words it does not know', () => {
    setLocaleSource(() => 'en')
    expect(saveErrorMessage(markup)).toBe('The entry cannot contain HTML tags: please write plain text.')
    expect(saveErrorMessage(managersOnly)).toMatch(/^An entry's managers change only the details shown to visitors/)
    expect(communityRefusal({ code: 'PT422', message: 'Atmestai narystei mokėjimo pažymėti negalima.' })).toBe('A payment cannot be recorded for a rejected membership.')
    expect(communityRefusal({ code: 'PT422', message: 'Kažkas nauja.' })).toBeNull()
    expect(saveErrorMessage({ code: 'PT422', message: 'Kažkas nauja.' })).toBe('Could not save. Please try again.')
    expect(saveErrorMessage({ code: '23514', message: 'check' })).toBe('This value does not suit this field (for example, the format of an e-mail or website address).')
  })
})
