/** The auth feature's toasts and repeated labels. */
export const authMessages = {
  brand: 'Lietuviai JK',
  subtitle: 'Prisijunkite prie lietuvių bendruomenės JK',
  signInTab: 'Prisijungti',
  registerTab: 'Registruotis',
  signingIn: 'Jungiamasi...',
  registering: 'Registruojamasi...',
  loginSuccess: 'Sėkmingai prisijungėte!',
  registerSuccess: 'Registracija sėkminga! Patikrinkite el. paštą ir patvirtinkite paskyrą.',
  forgotPassword: 'Pamiršote slaptažodį?',
  recoverySent:
    'Jei paskyra su šiuo el. paštu yra, išsiuntėme nuorodą slaptažodžiui atkurti. Patikrinkite el. paštą.',
  passwordChanged: 'Slaptažodis pakeistas. Esate prisijungę, o kituose įrenginiuose atjungti.',
  signedOut: 'Atsijungėte.',
  myAccount: 'Mano paskyra',
} as const
