import { describe, expect, it } from 'vitest'
import { firstErrors } from '@/lib/validation'
import { loginSchema, newPasswordSchema, registerSchema, splitName } from './schemas'

function errorsOf(schema: { safeParse: (v: unknown) => { success: boolean; error?: unknown } }, input: unknown) {
  const result = schema.safeParse(input)
  return result.success ? {} : firstErrors(result.error as Parameters<typeof firstErrors>[0])
}

describe('loginSchema', () => {
  it.each([
    [{ email: '', password: '' }, { email: 'Netinkamas el. pašto formatas', password: 'Slaptažodis turi būti mažiausiai 6 simboliai' }],
    [{ email: 'ne-pastas', password: '12345' }, { email: 'Netinkamas el. pašto formatas', password: 'Slaptažodis turi būti mažiausiai 6 simboliai' }],
    [{ email: '  jonas@example.org ', password: '123456' }, {}],
    [{ email: '<jonas@example.org>', password: 'abcdef' }, {}],
  ])('%j', (input, expected) => {
    expect(errorsOf(loginSchema, input)).toEqual(expected)
  })
})

const validRegister = { name: 'Jonas Jonaitis', email: 'jonas@example.org', phone: '', password: 'Slaptas1', confirmPassword: 'Slaptas1' }

describe('registerSchema', () => {
  it.each([
    [{}, {}],
    [{ name: 'J' }, { name: 'Vardas turi būti mažiausiai 2 simboliai' }],
    [{ name: ' <J> ' }, { name: 'Vardas turi būti mažiausiai 2 simboliai' }],
    [{ email: 'jonas@' }, { email: 'Netinkamas el. pašto formatas' }],
    [{ phone: 'bet kas' }, {}],
    [{ password: 'Sla1', confirmPassword: 'Sla1' }, { password: 'Slaptažodis turi būti mažiausiai 8 simboliai' }],
    [{ password: 'SLAPTAS12', confirmPassword: 'SLAPTAS12' }, { password: 'Slaptažodis turi turėti mažiausiai vieną mažąją raidę' }],
    [{ password: 'slaptas12', confirmPassword: 'slaptas12' }, { password: 'Slaptažodis turi turėti mažiausiai vieną didžiąją raidę' }],
    [{ password: 'Slaptasis', confirmPassword: 'Slaptasis' }, { password: 'Slaptažodis turi turėti mažiausiai vieną skaičių' }],
    [{ confirmPassword: 'Kitas123' }, { confirmPassword: 'Slaptažodžiai nesutampa' }],
    [{ name: 'J', confirmPassword: 'Kitas123' }, { name: 'Vardas turi būti mažiausiai 2 simboliai', confirmPassword: 'Slaptažodžiai nesutampa' }],
    [{ password: 'trump', confirmPassword: 'kitas' }, { password: 'Slaptažodis turi būti mažiausiai 8 simboliai', confirmPassword: 'Slaptažodžiai nesutampa' }],
  ])('%j', (change, expected) => {
    expect(errorsOf(registerSchema, { ...validRegister, ...change })).toEqual(expected)
  })

  it('sanitises before validating and cuts to 1000 characters', () => {
    const parsed = registerSchema.parse({ ...validRegister, name: ` <script>Jonas</script> ${'a'.repeat(1500)}`, phone: '<b>07700 900123</b>' })
    expect(parsed.name.startsWith('scriptJonas/script')).toBe(true)
    expect(parsed.name).toHaveLength(1000)
    expect(parsed.phone).toBe('b07700 900123/b')
  })
})

describe('newPasswordSchema', () => {
  it.each([
    [{ password: '', confirmPassword: '' }, { password: 'Slaptažodis turi būti mažiausiai 8 simboliai' }],
    [{ password: 'slaptas12', confirmPassword: 'slaptas12' }, { password: 'Slaptažodis turi turėti mažiausiai vieną didžiąją raidę' }],
    [{ password: 'Slaptas12', confirmPassword: 'Slaptas13' }, { confirmPassword: 'Slaptažodžiai nesutampa' }],
    [{ password: 'trump', confirmPassword: 'kitas' }, { password: 'Slaptažodis turi būti mažiausiai 8 simboliai', confirmPassword: 'Slaptažodžiai nesutampa' }],
    [{ password: 'Slaptas12', confirmPassword: 'Slaptas12' }, {}],
  ])('%j', (input, expected) => {
    expect(errorsOf(newPasswordSchema, input)).toEqual(expected)
  })
})

describe('splitName', () => {
  it.each([
    ['Jonas', { first_name: 'Jonas', last_name: '', username: 'jonas' }],
    ['Jonas Jonaitis', { first_name: 'Jonas', last_name: 'Jonaitis', username: 'jonasjonaitis' }],
    ['Ona  Marija Žukauskienė', { first_name: 'Ona', last_name: 'Marija Žukauskienė', username: 'onamarijažukauskienė' }],
  ])('%s', (name, expected) => {
    expect(splitName(name)).toEqual(expected)
  })
})
