import { formatDay } from '@/lib/format'
import { shiftDay } from '@/lib/uk-time'

/** Days of grace after a term ends before the membership lapses (the database's rule too). */
export const GRACE_DAYS = 30

export { MEMBER_FEE_PENCE } from './fee'

type DuesRow = { membership_type: string; status: string; paid_until: string | null }

export type DuesState = 'none' | 'unpaid' | 'current' | 'grace' | 'lapsed' | 'approved-unpaid'

/** Where a membership's dues stand on `today`. */
export function duesState({ membership_type, status, paid_until }: DuesRow, today: string): DuesState {
  if (membership_type !== 'member' || status === 'rejected') return 'none'
  if (status === 'lapsed') return 'lapsed'
  if (!paid_until) return status === 'approved' ? 'approved-unpaid' : 'unpaid'
  if (paid_until >= today) return 'current'
  return shiftDay(paid_until, GRACE_DAYS) >= today ? 'grace' : 'lapsed'
}

/** The state in a sentence, with its dates (a date ends in 'd.', which ends the sentence too). */
export function duesText(row: DuesRow, today: string): string | null {
  switch (duesState(row, today)) {
    case 'unpaid':
      return 'Laukiama nario mokesčio: narystė įsigalios, kai bendruomenė jį gaus.'
    case 'current':
      return `Narystė galioja iki ${formatDay(row.paid_until!)}`
    case 'grace':
      return `Narystė baigėsi ${formatDay(row.paid_until!)} Sumokėkite nario mokestį iki ${formatDay(shiftDay(row.paid_until!, GRACE_DAYS))}, kitaip narystė nebegalios.`
    case 'lapsed':
      return 'Narystė nebegalioja: nario mokestis nebuvo gautas. Sumokėjus narystė vėl galios metus.'
    default:
      return null
  }
}

/** Whether the member still has something to pay (and so should see how). */
export const owesDues = (row: DuesRow, today: string) => ['unpaid', 'grace', 'lapsed'].includes(duesState(row, today))

// Pence as '25,00 £' and a sort code as '12-34-56': the e-mails' own words for them.
export { pounds as formatPence, sortCodeText as formatSortCode } from '../../../../supabase/functions/dispatch-email/templates.js'

export const paymentMethodLabels: Record<string, string> = { bank_transfer: 'Banko pavedimas', cash: 'Grynieji', card: 'Kortelė' }
