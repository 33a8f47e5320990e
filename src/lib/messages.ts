/** App-wide strings used in more than one place. Feature strings live in the feature's messages.ts. */
export const messages = {
  error: 'Klaida',
  success: 'Sėkmė!',
  loading: 'Kraunama...',
  accessDenied: 'Prieiga draudžiama',
  notSpecified: 'Nenurodyta',
  signIn: 'Prisijungti',
  signOut: 'Atsijungti',
} as const
