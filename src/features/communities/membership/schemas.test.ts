import { describe, expect, it } from 'vitest'
import { firstErrors } from '@/lib/validation'
import { emptyJoinValues, joinSchema } from './schemas'

const valid = {
  ...emptyJoinValues,
  firstName: 'Ona',
  lastName: 'Žukauskienė',
  region: 'Londonas',
  childrenCount: '2',
  reason: 'participate',
  newsletter: 'no',
  privacyPolicy: true,
}

function errorsOf(input: unknown) {
  const result = joinSchema.safeParse(input)
  return result.success ? {} : firstErrors(result.error)
}

describe('joinSchema', () => {
  it('pins every message of an empty form', () => {
    expect(errorsOf(emptyJoinValues)).toEqual({
      firstName: 'Vardas turi būti mažiausiai 2 simboliai',
      lastName: 'Pavardė turi būti mažiausiai 2 simboliai',
      region: 'Prašome pasirinkti regioną',
      childrenCount: 'Prašome nurodyti vaikų skaičių',
      reason: 'Prašome pasirinkti narystės priežastį',
      newsletter: 'Prašome pasirinkti ar norite gauti naujienas',
      privacyPolicy: 'Privalote sutikti su privatumo politika',
    })
  })

  it.each([
    [{}, {}],
    [{ firstName: 'O' }, { firstName: 'Vardas turi būti mažiausiai 2 simboliai' }],
    [{ firstName: '<>O  ' }, { firstName: 'Vardas turi būti mažiausiai 2 simboliai' }],
    [{ lastName: 'Ž' }, { lastName: 'Pavardė turi būti mažiausiai 2 simboliai' }],
    [{ childrenCount: '6' }, { childrenCount: 'Prašome nurodyti vaikų skaičių' }],
    [{ childrenCount: '5+' }, {}],
    [{ reason: 'money' }, { reason: 'Prašome pasirinkti narystės priežastį' }],
    [{ newsletter: 'maybe' }, { newsletter: 'Prašome pasirinkti ar norite gauti naujienas' }],
    [{ privacyPolicy: false }, { privacyPolicy: 'Privalote sutikti su privatumo politika' }],
    [{ city: '', phone: '' }, {}],
  ])('%j', (change, expected) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(expected)
  })

  it('sanitises first name, last name, city and phone', () => {
    const parsed = joinSchema.parse({
      ...valid,
      firstName: ' <script>Ona</script> ',
      lastName: `<b>${'x'.repeat(1500)}`,
      city: ' <i>Londonas</i> ',
      phone: ' <07700 900123> ',
    })
    expect(parsed.firstName).toBe('scriptOna/script')
    expect(parsed.lastName).toHaveLength(1000)
    expect(parsed.lastName.startsWith('bxx')).toBe(true)
    expect(parsed.city).toBe('iLondonas/i')
    expect(parsed.phone).toBe('07700 900123')
  })
})
