import { afterEach, describe, expect, it, vi } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { reportErrorMessage } from './mutations'
import { ReportTargetMissingError } from './target-id'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))

const visitorLimit = {
  code: 'PT429',
  message: 'Per daug pranešimų: per valandą iš vieno lankytojo priimame ne daugiau kaip 10. Pabandykite vėliau.',
  hint: 'At most 10 reports an hour from one visitor, 5 naming one e-mail address and 300 from all visitors.',
}
const suspended = { code: 'PT403', message: 'Jūsų paskyra sustabdyta iki 2027-01-05 10:00: kol kas rašyti portale negalite.', hint: 'Apie sustabdymą ir jo priežastį parašėme jums; galite jį apskųsti savo paskyroje.' }

afterEach(() => setLocaleSource(() => 'lt'))

describe('reportErrorMessage', () => {
  it('gives the database’s Lithuanian words on a Lithuanian page, without the limits’ English hint', () => {
    expect(reportErrorMessage(visitorLimit)).toBe(visitorLimit.message)
    expect(reportErrorMessage(suspended)).toBe(`${suspended.message} ${suspended.hint}`)
    expect(reportErrorMessage({ code: '23505', message: 'duplicate key' })).toBe('Apie tai jau pranešėte: administratoriai jūsų pranešimą peržiūrės.')
    expect(reportErrorMessage({ code: '42501', message: 'new row violates row-level security policy' })).toMatch(/^Apie tai pranešti negalima/)
    expect(reportErrorMessage(new ReportTargetMissingError())).toMatch(/^Apie tai pranešti negalima/)
    expect(reportErrorMessage(new TypeError('Failed to fetch'))).toBe('Nepavyko išsiųsti pranešimo. Tai, ką parašėte, liko formoje: bandykite dar kartą.')
  })

  it('says each refusal in English on an English page, never the Lithuanian words', () => {
    setLocaleSource(() => 'en')
    expect(reportErrorMessage(visitorLimit)).toBe('Too many reports: we accept at most 10 an hour from one visitor. Please try again later.')
    expect(reportErrorMessage({ code: 'PT429', message: 'Kažkas nauja.' })).toBe('Too many reports. Please try again later.')
    expect(reportErrorMessage(suspended)).toBe('Your account is suspended: you cannot report for now.')
    expect(reportErrorMessage({ code: 'PT422', message: 'Pranešime negali būti HTML žymių: rašykite paprastą tekstą.' })).toBe('A report cannot contain HTML tags: write plain text.')
    expect(reportErrorMessage({ code: '23505', message: 'duplicate key' })).toBe('You have already reported this: the administrators will review your report.')
  })
})
