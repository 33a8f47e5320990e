import { describe, expect, it } from 'vitest'
import { bankDetailsSchema, paymentSchema } from './schemas'

describe('dues forms', () => {
  it('reads a sort code and an account number as they are typed', () => {
    expect(bankDetailsSchema.parse({ accountName: ' Lidso bendruomenė ', sortCode: '12-34 56', accountNumber: '1234 5678' })).toEqual({
      accountName: 'Lidso bendruomenė',
      sortCode: '123456',
      accountNumber: '12345678',
    })
    const refused = bankDetailsSchema.safeParse({ accountName: 'A', sortCode: '12-34-5', accountNumber: '1234567' })
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Nurodykite sąskaitos savininką (bent 2 simboliai)',
      'Sort code – 6 skaitmenys, pvz., 12-34-56',
      'Sąskaitos numeris – 8 skaitmenys',
    ])
  })

  it('reads pounds in pence, and refuses a day to come', () => {
    const schema = paymentSchema('2026-11-26')
    expect(schema.parse({ amount: '25', method: 'bank_transfer', paidOn: '2026-11-26' })).toEqual({ amount: 2500, method: 'bank_transfer', paidOn: '2026-11-26' })
    expect(schema.parse({ amount: '12,71', method: 'cash', paidOn: '2026-11-01' }).amount).toBe(1271)
    expect(schema.parse({ amount: '£25.5', method: 'cash', paidOn: '2026-11-01' }).amount).toBe(2550)
    const refused = schema.safeParse({ amount: 'dvidešimt', method: '', paidOn: '2026-11-27' })
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Įrašykite sumą svarais, pvz., 25 arba 25,00',
      'Pasirinkite, kaip sumokėta',
      'Mokėjimo data negali būti ateityje',
    ])
  })
})
