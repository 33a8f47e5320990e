/** The message of AlreadyMemberError (mutations.ts). */
export const alreadyRequested = 'already-requested'

/** The membership and plan notices, and their error mapping. */
export const membershipMessages = {
  signInRequiredTitle: 'Prisijungimas reikalingas',
  signInRequiredText: 'Norint tapti bendruomenės nariu, turite būti prisijungę prie sistemos.',
  signedOutSubmit: 'Turite būti prisijungę, kad galėtumėte tapti nariu',
  requestSent: (community: string) => `Jūsų prašymas tapti ${community} nariu pateiktas. Kaip sumokėti nario mokestį, rasite skiltyje „Narystė“ ir savo paskyroje.`,
  planSignInRequired: 'Reikalingas prisijungimas',
  planSignInText: 'Prisijunkite, kad galėtumėte pasirinkti planą.',
  alreadyMember: 'Jau esate narys',
  alreadyMemberText: 'Šis planas jums jau galioja.',
  observerTitle: 'Sveikiname!',
  observerText: 'Sėkmingai tapote bendruomenės stebėtoju!',
  pending: 'Laukiama patvirtinimo',
  awaitingDues: 'Laukiama nario mokesčio',
  awaitingDuesText: 'Prašymą jau pateikėte: kaip sumokėti, parašyta skiltyje „Narystė“.',
  lapsed: 'Nebegalioja',
  approved: 'Patvirtinta',
  rejected: 'Atmesta',
} as const

export function joinErrorMessage(message: string | undefined): string {
  if (message?.includes('duplicate key') || message === alreadyRequested) return 'Jūs jau esate pateikę prašymą šiai bendruomenei arba esate jos narys.'
  return 'Įvyko klaida pateikiant prašymą. Bandykite dar kartą.'
}

export function planErrorMessage(message: string | undefined): string {
  return message?.trim() || 'Nepavyko prisijungti prie bendruomenės'
}
