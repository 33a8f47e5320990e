import { describe, expect, it } from 'vitest'
import { firstErrors } from '@/lib/validation'
import { contactSchema } from './schemas'

const valid = { name: 'Ona', email: 'ona@example.org', phone: '', message: 'Norėčiau sužinoti daugiau.' }

function errorsOf(input: unknown) {
  const result = contactSchema.safeParse(input)
  return result.success ? {} : firstErrors(result.error)
}

describe('contactSchema', () => {
  it.each([
    [{}, {}],
    [{ name: 'O' }, { name: 'Vardas turi būti mažiausiai 2 simboliai' }],
    [{ name: 'x'.repeat(201) }, { name: 'Vardas per ilgas (daugiausia 200 simbolių)' }],
    [{ email: 'ona' }, { email: 'Netinkamas el. pašto formatas' }],
    [{ phone: '0'.repeat(51) }, { phone: 'Telefono numeris per ilgas (daugiausia 50 simbolių)' }],
    [{ message: ' <trumpa> ' }, { message: 'Žinutė turi būti mažiausiai 10 simbolių' }],
  ])('%j', (change, expected) => {
    expect(errorsOf({ ...valid, ...change })).toEqual(expected)
  })

  it('cuts a long message to 1000 characters without angle brackets', () => {
    const parsed = contactSchema.parse({ ...valid, message: `<script>${'a'.repeat(1500)}` })
    expect(parsed.message).toHaveLength(1000)
    expect(parsed.message).not.toMatch(/[<>]/)
  })
})
