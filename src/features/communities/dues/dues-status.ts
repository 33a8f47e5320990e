import { formatDay } from '@/lib/format'
import { getLocale } from '@/lib/i18n/locale'
import { shiftDay } from '@/lib/uk-time'
import { m } from '@/paraglide/messages'
import { pounds, sortCodeText } from '../../../../supabase/functions/dispatch-email/templates.js'

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
      return m.communities_dues_unpaid()
    case 'current':
      return m.communities_dues_current({ date: formatDay(row.paid_until!) })
    case 'grace':
      return m.communities_dues_grace({ ended: formatDay(row.paid_until!), deadline: formatDay(shiftDay(row.paid_until!, GRACE_DAYS)) })
    case 'lapsed':
      return m.communities_dues_lapsed()
    default:
      return null
  }
}

/** Whether the member still has something to pay (and so should see how). */
export const owesDues = (row: DuesRow, today: string) => ['unpaid', 'grace', 'lapsed'].includes(duesState(row, today))

/** Pence as '25,00 £' (the e-mails' own words for it) on Lithuanian pages, '£25.00' on English ones. */
export const formatPence = (pence: unknown): string => (getLocale() === 'en' ? `£${(Number(pence) / 100).toFixed(2)}` : pounds(pence))

/** A sort code as '12-34-56', as the e-mails write it. */
export const formatSortCode = sortCodeText

/** How a payment was made, in the page's language: each label is read when it is shown. */
export const paymentMethodLabels: Record<string, string> = {
  get bank_transfer() {
    return m.communities_method_bank_transfer()
  },
  get cash() {
    return m.communities_method_cash()
  },
  get card() {
    return m.communities_method_card()
  },
}
