import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { ImageUploadError } from './checked-upload'
import { proposalErrorMessage } from './mutations'

vi.mock('@/lib/supabase/client', () => ({ supabase: {} }))

const limit = { code: 'PT429', message: 'Per daug pasiūlymų: per parą galite pasiūlyti ne daugiau kaip 10 renginių.', hint: 'Pabandykite vėl rytoj.' }
const pastStart = { code: 'PT422', message: 'Renginio pradžia jau praėjo: pasirinkite būsimą datą.' }

describe('proposalErrorMessage', () => {
  afterEach(() => setLocaleSource(() => 'lt'))

  it('passes on the database’s own words on a Lithuanian page', () => {
    expect(proposalErrorMessage(limit)).toBe('Per daug pasiūlymų: per parą galite pasiūlyti ne daugiau kaip 10 renginių. Pabandykite vėl rytoj.')
    expect(proposalErrorMessage(new Error('network'))).toBe('Nepavyko pateikti renginio. Tai, ką įvedėte, liko formoje: bandykite dar kartą.')
  })

  it('says what the database refused in English on an English page, and never shows its Lithuanian', () => {
    setLocaleSource(() => 'en')
    expect(proposalErrorMessage(limit)).toBe('Too many proposals: you can propose at most 10 events a day. Try again tomorrow.')
    expect(proposalErrorMessage(pastStart)).toBe("The event's start has already passed: choose a future date.")
    expect(proposalErrorMessage({ code: 'PT422', message: 'Nauja taisyklė.' })).toBe('The event could not be submitted. What you entered is still in the form: try again.')
    expect(proposalErrorMessage(new ImageUploadError('The picture could not be checked: try again.'))).toBe('The picture could not be checked: try again.')
  })
})
