/** Spec §8: Supabase Auth messages mapped to what the user reads. Matching is by substring. */
type Row = readonly [needle: string, shown: string]

function pick(rows: readonly Row[], fallback: string, message: string | undefined): string {
  const text = message ?? ''
  return rows.find(([needle]) => text.includes(needle))?.[1] ?? fallback
}

export function loginErrorMessage(message: string | undefined): string {
  return pick(
    [
      ['Invalid login credentials', 'Neteisingas el. paštas arba slaptažodis'],
      ['Email not confirmed', 'Prašome patvirtinti savo el. paštą'],
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
    ],
    'Registracijos klaida. Bandykite dar kartą.',
    message,
  )
}

/** Not in spec §8: the recovery and new-password calls (DECISIONS §4). */
export function passwordUpdateErrorMessage(message: string | undefined): string {
  return pick(
    [
      ['should be different', 'Naujas slaptažodis turi skirtis nuo senojo'],
      ...weakPasswordRows,
      ['session', 'Atkūrimo nuoroda nebegalioja. Paprašykite naujos.'],
    ],
    'Nepavyko pakeisti slaptažodžio. Bandykite dar kartą.',
    message,
  )
}
