import { describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { deleteAccountSchema, profileSchema } from './schemas'

const profile = { firstName: 'J', lastName: 'Jonaitis', phone: '', city: '', region: '' }
const firstError = (result: { success: boolean; error?: { issues: Array<{ message: string }> } }) => result.error?.issues[0]?.message

describe('the account forms’ validation', () => {
  it('says what is wrong in Lithuanian', () => {
    expect(firstError(profileSchema.safeParse(profile))).toBe('Vardas turi būti mažiausiai 2 simboliai')
    expect(firstError(deleteAccountSchema.safeParse({ password: '' }))).toBe('Įveskite slaptažodį')
  })

  it('and in English on English pages, with the same schema', () => {
    setLocaleSource(() => 'en')
    try {
      expect(firstError(profileSchema.safeParse(profile))).toBe('The first name must be at least 2 characters long')
      expect(firstError(profileSchema.safeParse({ ...profile, firstName: 'Jonas', lastName: '' }))).toBe('The last name must be at least 2 characters long')
      expect(firstError(deleteAccountSchema.safeParse({ password: '' }))).toBe('Enter your password')
    } finally {
      setLocaleSource(() => 'lt')
    }
  })
})
