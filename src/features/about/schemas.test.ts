import { describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
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

  it('speaks English on English pages', () => {
    setLocaleSource(() => 'en')
    try {
      expect(errorsOf({ ...valid, name: 'O', phone: '0'.repeat(51), message: 'short' })).toEqual({
        name: 'The name must be at least 2 characters long',
        phone: 'The phone number is too long (50 characters at most)',
        message: 'The message must be at least 10 characters long',
      })
      expect(errorsOf({ ...valid, name: 'x'.repeat(201), email: 'ona' })).toEqual({
        name: 'The name is too long (200 characters at most)',
        email: 'This is not a valid e-mail address',
      })
    } finally {
      setLocaleSource(() => 'lt')
    }
  })
})
