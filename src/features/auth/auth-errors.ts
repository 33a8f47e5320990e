/** Supabase Auth's messages mapped to what the user reads. Matching is by substring. */
type Row = readonly [needle: string, shown: string]

/** The service's 429s: 'Request rate limit reached' and 'Email rate limit exceeded'. */
const rateLimitRow: Row = ['rate limit', 'Per daug bandymų. Pabandykite vėliau.']

function pick(rows: readonly Row[], fallback: string, message: string | undefined): string {
  const text = message ?? ''
  return rows.find(([needle]) => text.includes(needle))?.[1] ?? fallback
}

export function loginErrorMessage(message: string | undefined): string {
  return pick(
    [
      ['Invalid login credentials', 'Neteisingas el. paštas arba slaptažodis'],
      ['Email not confirmed', 'Prašome patvirtinti savo el. paštą'],
      rateLimitRow,
    ],
    'Prisijungimo klaida. Bandykite dar kartą.',
    message,
  )
}

export const userAlreadyRegistered = 'User already registered'

/** The service's own password rules (supabase/config.toml), the same as the forms'. */
const weakPasswordRows: readonly Row[] = [
  ['Password should be at least', 'Slaptažodis turi būti mažiausiai 8 simboliai'],
  ['Password should contain at least one character', 'Slaptažodyje turi būti mažoji ir didžioji lotyniška raidė bei skaičius'],
]

export function registerErrorMessage(message: string | undefined): string {
  return pick(
    [
      [userAlreadyRegistered, 'Vartotojas su tokiu el. paštu jau egzistuoja'],
      ...weakPasswordRows,
      rateLimitRow,
    ],
    'Registracijos klaida. Bandykite dar kartą.',
    message,
  )
}

/** Setting a new password, from /paskyra or a recovery link. */
export function passwordUpdateErrorMessage(message: string | undefined): string {
  return pick(
    [
      ['should be different', 'Naujas slaptažodis turi skirtis nuo senojo'],
      ...weakPasswordRows,
      rateLimitRow,
      ['session', 'Atkūrimo nuoroda nebegalioja. Paprašykite naujos.'],
    ],
    'Nepavyko pakeisti slaptažodžio. Bandykite dar kartą.',
    message,
  )
}

/** Asking for a recovery link. */
export function recoveryErrorMessage(message: string | undefined): string {
  return pick([rateLimitRow], 'Nepavyko išsiųsti nuorodos. Bandykite dar kartą.', message)
}
