import { paths } from '@/app/paths'
import { formatDay } from '@/lib/format'
import { formatUkDay } from '@/lib/uk-time'
import { m } from '@/paraglide/messages'
import { sortCodeText } from '../../../supabase/functions/dispatch-email/templates.js'
import { appealNotice, moderationNotice } from './moderation-notice'
import { poundsOf } from './pounds'

export type Notice = { id: number; kind: string; payload: unknown; created_at: string; read_at: string | null }

/** A notice as the account page shows it: its title, what it says and a link away from the account, if any. */
export type NoticeText = { title: string; lines: string[]; link: { text: string; href: string } | null }

type Payload = Record<string, unknown>

const text = (value: unknown) => (typeof value === 'string' ? value : '')

/** A calendar day (`2027-11-26`, maybe with a time after it). */
const calendarDay = (day: unknown) => formatDay(text(day).slice(0, 10))

/** Each decision's title, approved and rejected, and the public page of an approved item. */
const decisions: Record<string, { approved: (title: string) => string; rejected: (title: string) => string; page?: (slug: string) => string | null }> = {
  event: {
    approved: (title) => m.account_notice_event_approved({ title }),
    rejected: (title) => m.account_notice_event_rejected({ title }),
    page: (slug) => (slug ? paths.event(slug) : null),
  },
  classified: {
    approved: (title) => m.account_notice_classified_approved({ title }),
    rejected: (title) => m.account_notice_classified_rejected({ title }),
    page: () => paths.classifieds,
  },
  article: {
    approved: (title) => m.account_notice_article_approved({ title }),
    rejected: (title) => m.account_notice_article_rejected({ title }),
    page: (slug) => (slug ? paths.article(slug) : null),
  },
  correction: { approved: (title) => m.account_notice_correction_approved({ title }), rejected: (title) => m.account_notice_correction_rejected({ title }) },
  claim: { approved: (title) => m.account_notice_claim_approved({ title }), rejected: (title) => m.account_notice_claim_rejected({ title }) },
  membership: { approved: (title) => m.account_notice_membership_approved({ title }), rejected: (title) => m.account_notice_membership_rejected({ title }) },
}

function decisionNotice(payload: Payload): NoticeText | null {
  const decision = decisions[text(payload.item)]
  if (!decision) return null
  const title = text(payload.title)
  if (payload.outcome === 'rejected') {
    const reason = text(payload.reason).trim()
    return { title: decision.rejected(title), lines: [m.account_notice_reason({ reason: reason || m.account_not_given() })], link: null }
  }
  const page = decision.page?.(text(payload.slug))
  return { title: decision.approved(title), lines: [], link: page ? { text: m.account_notice_visible(), href: page } : null }
}

function repliesNotice(payload: Payload): NoticeText {
  const count = Math.max(1, Number(payload.count) || 1)
  const title = text(payload.title)
  return {
    title: count === 1 ? m.account_notice_reply_one({ title }) : m.account_notice_replies_title({ count, title }),
    lines: [m.account_notice_replies_text({ count, title })],
    link: null,
  }
}

function expiryNotice(payload: Payload, expired: boolean): NoticeText {
  const title = text(payload.title)
  const date = formatUkDay(text(payload.expires_at))
  return expired
    ? { title: m.account_notice_expired_title({ title }), lines: [m.account_notice_expired_text({ title, date })], link: null }
    : { title: m.account_notice_expiring_title({ title, date }), lines: [m.account_notice_expiring_text({ title, date })], link: null }
}

/** Where to pay: the amount, the community's account and the reference, or why there is none yet. */
function howToPay(payload: Payload): string[] {
  const reference = text(payload.reference)
  const bank = payload.bank && typeof payload.bank === 'object' ? (payload.bank as Payload) : null
  if (!bank) return [m.account_notice_no_bank({ reference })]
  return [
    m.account_notice_bank({
      fee: poundsOf(payload.fee_pence),
      name: text(bank.account_name),
      sortCode: sortCodeText(bank.sort_code),
      number: text(bank.account_number),
      reference,
    }),
    m.account_notice_bank_note(),
  ]
}

const paidBy: Record<string, () => string> = {
  bank_transfer: m.account_notice_paid_bank_transfer,
  cash: m.account_notice_paid_cash,
  card: m.account_notice_paid_card,
}

function membershipNotice(kind: string, payload: Payload): NoticeText | null {
  const community = text(payload.community)
  switch (kind) {
    case 'membership_received':
      return { title: m.account_notice_received_title({ community }), lines: [m.account_notice_received_text({ community }), ...howToPay(payload)], link: null }
    case 'membership_payment': {
      const amount = poundsOf(payload.amount_pence)
      const date = calendarDay(payload.paid_on)
      const method = paidBy[text(payload.method)]
      return {
        title: m.account_notice_payment_title({ community }),
        lines: [
          method ? m.account_notice_payment_text({ community, amount, method: method(), date }) : m.account_notice_payment_text_plain({ community, amount, date }),
          m.account_notice_valid_until({ date: calendarDay(payload.paid_until) }),
        ],
        link: null,
      }
    }
    case 'membership_renewal': {
      const days = Number(payload.days) || 0
      const date = calendarDay(payload.paid_until)
      const [title, first] =
        days > 0
          ? [m.account_notice_ends_title({ community, date }), m.account_notice_ends_text({ count: days, community, date })]
          : days === 0
            ? [m.account_notice_ends_today_title({ community }), m.account_notice_ends_today_text({ community, date })]
            : [m.account_notice_ended_title({ community, date }), m.account_notice_ended_text({ community, date })]
      return { title, lines: [first, m.account_notice_renew({ date: calendarDay(payload.grace_until) }), ...howToPay(payload)], link: null }
    }
    case 'membership_lapsed':
      return { title: m.account_notice_lapsed_title({ community }), lines: [m.account_notice_lapsed_text({ community, date: calendarDay(payload.paid_until) })], link: null }
    default:
      return null
  }
}

/**
 * A notice in the page's language: in Lithuanian the words of its e-mail (the templates'
 * messageOf, a test keeps them equal), without the links back to the account page. A kind or
 * payload the page does not know is shown as a plain 'Notice'.
 */
export function noticeText(notice: Pick<Notice, 'kind' | 'payload'>): NoticeText {
  const payload = notice.payload && typeof notice.payload === 'object' ? (notice.payload as Payload) : {}
  const shown =
    notice.kind === 'decision'
      ? decisionNotice(payload)
      : notice.kind === 'classified_replies'
        ? repliesNotice(payload)
        : notice.kind === 'classified_expiring' || notice.kind === 'classified_expired'
          ? expiryNotice(payload, notice.kind === 'classified_expired')
          : notice.kind === 'moderation'
            ? moderationNotice(payload)
            : notice.kind === 'moderation_appeal'
              ? appealNotice(payload)
              : membershipNotice(notice.kind, payload)
  return shown ?? { title: m.account_notice_fallback(), lines: [], link: null }
}
