import { describe, expect, it } from 'vitest'
import { loginErrorMessage, passwordUpdateErrorMessage, recoveryErrorMessage, registerErrorMessage } from './auth-errors'

describe('loginErrorMessage', () => {
  it.each([
    ['Invalid login credentials', 'Neteisingas el. paštas arba slaptažodis'],
    ['Email not confirmed', 'Prašome patvirtinti savo el. paštą'],
    ['Request rate limit reached', 'Per daug bandymų. Pabandykite vėliau.'],
    ['Database error granting user', 'Prisijungimo klaida. Bandykite dar kartą.'],
    [undefined, 'Prisijungimo klaida. Bandykite dar kartą.'],
  ])('%s', (message, shown) => {
    expect(loginErrorMessage(message)).toBe(shown)
  })
})

describe('registerErrorMessage', () => {
  it.each([
    ['User already registered', 'Vartotojas su tokiu el. paštu jau egzistuoja'],
    ['Password should be at least 8 characters.', 'Slaptažodis turi būti mažiausiai 8 simboliai'],
    [
      'Password should contain at least one character of each: abcdefghijklmnopqrstuvwxyz, ABCDEFGHIJKLMNOPQRSTUVWXYZ, 0123456789.',
      'Slaptažodyje turi būti mažoji ir didžioji lotyniška raidė bei skaičius',
    ],
    ['Email rate limit exceeded', 'Per daug bandymų. Pabandykite vėliau.'],
    ['For security purposes, you can only request this after 59 seconds.', 'Per daug bandymų. Pabandykite vėliau.'],
    ['Signups not allowed for this instance', 'Registracijos klaida. Bandykite dar kartą.'],
    [undefined, 'Registracijos klaida. Bandykite dar kartą.'],
  ])('%s', (message, shown) => {
    expect(registerErrorMessage(message)).toBe(shown)
  })
})

describe('passwordUpdateErrorMessage', () => {
  it.each([
    ['New password should be different from the old password.', 'Naujas slaptažodis turi skirtis nuo senojo'],
    ['Auth session missing!', 'Atkūrimo nuoroda nebegalioja. Paprašykite naujos.'],
    ['Password should be at least 8 characters. Password should contain at least one character of each: a, A, 0.', 'Slaptažodis turi būti mažiausiai 8 simboliai'],
    ['Request rate limit reached', 'Per daug bandymų. Pabandykite vėliau.'],
    ['boom', 'Nepavyko pakeisti slaptažodžio. Bandykite dar kartą.'],
  ])('%s', (message, shown) => {
    expect(passwordUpdateErrorMessage(message)).toBe(shown)
  })
})

describe('recoveryErrorMessage', () => {
  it.each([
    ['Email rate limit exceeded', 'Per daug bandymų. Pabandykite vėliau.'],
    ['For security purposes, you can only request this after 42 seconds.', 'Per daug bandymų. Pabandykite vėliau.'],
    [undefined, 'Nepavyko išsiųsti nuorodos. Bandykite dar kartą.'],
  ])('%s', (message, shown) => {
    expect(recoveryErrorMessage(message)).toBe(shown)
  })
})
