/** The texts "near me" shows before the rest of it has loaded (see near-kit.ts). */
export const busyMessages = {
  searching: 'Ieškoma pašto kodo…',
  locating: 'Nustatoma jūsų vieta…',
  loadFailed: 'Nepavyko įkelti pašto kodų sąrašo. Patikrinkite interneto ryšį ir bandykite dar kartą.',
}
