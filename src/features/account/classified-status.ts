import { formatUkDay } from '@/lib/uk-time'
import { m } from '@/paraglide/messages'
import type { OwnClassified } from './queries'

type Status = { text: string; variant: 'default' | 'secondary' | 'accent' | 'destructive' }
type StatusFields = Pick<OwnClassified, 'status' | 'hidden_at' | 'expires_at'>

/**
 * Where a member's classified stands, as its poster reads it. A decision or closing comes first;
 * then hiding, which keeps it off the site whatever its status until an administrator decides.
 */
export function classifiedStatus(classified: StatusFields, now = new Date()): Status {
  if (classified.status === 'rejected') return { text: m.account_status_rejected(), variant: 'destructive' }
  if (classified.status === 'closed') return { text: m.account_classified_closed(), variant: 'secondary' }
  if (classified.hidden_at) return { text: m.account_classified_hidden(), variant: 'destructive' }
  if (classified.status === 'pending') return { text: m.account_status_pending(), variant: 'accent' }
  if (classified.status === 'approved') {
    const { expires_at } = classified
    return expires_at && Date.parse(expires_at) > now.getTime()
      ? { text: m.account_classified_published_until({ date: formatUkDay(expires_at) }), variant: 'default' }
      : { text: m.account_classified_expired(), variant: 'secondary' }
  }
  return { text: classified.status, variant: 'secondary' }
}

/** The database renews only an approved classified that is not hidden, expired or not. */
export const canRenew = ({ status, hidden_at }: StatusFields) => status === 'approved' && hidden_at === null

/** A poster closes what is waiting or published; a rejected or closed one is already off the site. */
export const canClose = ({ status }: StatusFields) => status === 'pending' || status === 'approved'
