type Status = { text: string; variant: 'accent' | 'default' | 'destructive' | 'secondary' }

const correctionStatuses: Record<string, Status> = {
  pending: { text: 'Laukia patvirtinimo', variant: 'accent' },
  applied: { text: 'Pritaikytas', variant: 'default' },
  rejected: { text: 'Atmestas', variant: 'destructive' },
}

const claimStatuses: Record<string, Status> = {
  pending: { text: 'Laukia patvirtinimo', variant: 'accent' },
  approved: { text: 'Patvirtintas: galite tvarkyti įrašą', variant: 'default' },
  rejected: { text: 'Atmestas', variant: 'destructive' },
}

/** Where a member's correction stands, as its author reads it; an unknown status as stored. */
export const correctionStatus = (status: string): Status => correctionStatuses[status] ?? { text: status, variant: 'secondary' }

/** Where a member's request to manage an entry stands. */
export const claimStatus = (status: string): Status => claimStatuses[status] ?? { text: status, variant: 'secondary' }

/** What the member reads when the entry is no longer public. */
export const entryGone = 'Įrašas nebepasiekiamas'
