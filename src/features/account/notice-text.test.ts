import { describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { messageOf } from '../../../supabase/functions/dispatch-email/templates.js'
import { noticeText } from './notice-text'

/** A notice in the e-mail's words, as the account page showed it before it had messages of its own. */
function fromEmail(kind: string, payload: Record<string, unknown>) {
  const { subject, paragraphs } = messageOf({ kind, payload }, '')
  const lines = paragraphs.filter((paragraph): paragraph is string => typeof paragraph === 'string' && paragraph !== `${subject}.`)
  const away = paragraphs.find((paragraph) => typeof paragraph !== 'string' && !paragraph.link.startsWith('/paskyra'))
  return { title: subject, lines, link: away && typeof away !== 'string' ? { text: away.before.replace(/:$/, ''), href: away.link } : null }
}

const bank = { account_name: 'Bendruomenė', sort_code: '123456', account_number: '12345678' }

const samples: Array<[string, Record<string, unknown>]> = [
  ...['event', 'classified', 'article', 'correction', 'claim', 'membership'].flatMap((item): Array<[string, Record<string, unknown>]> => [
    ['decision', { item, outcome: 'approved', title: 'Kalėdų mugė', slug: 'kaledu-muge' }],
    ['decision', { item, outcome: 'approved', title: 'Be adreso' }],
    ['decision', { item, outcome: 'rejected', title: 'Kalėdų mugė', reason: 'Per mažai informacijos' }],
    ['decision', { item, outcome: 'rejected', title: 'Kalėdų mugė', reason: '  ' }],
  ]),
  ...[1, 2, 5, 10, 11, 21, 22].map((count): [string, Record<string, unknown>] => ['classified_replies', { title: 'Dviratis', count }]),
  ['classified_expiring', { title: 'Dviratis', expires_at: '2027-03-31T23:30:00Z' }],
  ['classified_expired', { title: 'Dviratis', expires_at: '2027-07-01T10:00:00Z' }],
  ['membership_received', { community: 'Lidso lietuviai', reference: 'LJK-AB12', fee_pence: 2500, bank }],
  ['membership_received', { community: 'Lidso lietuviai', reference: 'LJK-AB12' }],
  ...['bank_transfer', 'cash', 'card', 'cheque'].map((method): [string, Record<string, unknown>] => [
    'membership_payment',
    { community: 'Lidso lietuviai', amount_pence: 1250, method, paid_on: '2027-01-05', paid_until: '2028-01-05' },
  ]),
  ...[1, 3, 14, 0, -2].map((days): [string, Record<string, unknown>] => [
    'membership_renewal',
    { community: 'Lidso lietuviai', days, paid_until: '2027-02-01', grace_until: '2027-03-03', reference: 'LJK-AB12', fee_pence: 2500, bank },
  ]),
  ['membership_lapsed', { community: 'Lidso lietuviai', paid_until: '2027-02-01' }],
  // Every kind moderation acts on, each action, with and without a title or a reason.
  ...['event', 'classified', 'article', 'chat_message', 'entry_translation', 'event_translation', 'article_translation', 'fact_translation', 'entry_text', 'member_name', 'poll'].flatMap(
    (item): Array<[string, Record<string, unknown>]> =>
      ['hide', 'remove', 'restore'].map((action) => ['moderation', { action, item, title: 'Kalėdų mugė', reason: 'Sukčiavimas', action_id: 'a-1' }]),
  ),
  ['moderation', { action: 'remove', item: 'event', title: '', reason: '' }],
  ['moderation', { action: 'hide', item: 'chat_message', title: 'Pirkite laikrodžius', reason: 'Šlamštas.' }],
  ['moderation', { action: 'suspend', item: 'member', title: 'Rasa P.', reason: 'Pakartotiniai pažeidimai', until: '2027-03-05T10:00:00Z' }],
  ['moderation', { action: 'suspend', item: 'member', title: 'Rasa P.', reason: 'Pakartotiniai pažeidimai', until: '2027-07-01T22:30:00Z' }],
  ...['reversed', 'upheld'].flatMap((outcome): Array<[string, Record<string, unknown>]> => [
    ['moderation_appeal', { outcome, action: 'remove', item: 'event', title: 'Kalėdų mugė', reason: 'Sukčiavimas', appeal_reason: 'Pateikti įrodymai' }],
    ['moderation_appeal', { outcome, action: 'hide', item: 'member_name', title: 'Rasa P.', appeal_reason: '' }],
    ['moderation_appeal', { outcome, action: 'suspend', item: 'member', title: 'Rasa P.', appeal_reason: 'Pažeidimai neįrodyti' }],
  ]),
]

describe('noticeText', () => {
  it.each(samples)('says a %s notice in Lithuanian exactly as its e-mail does', (kind, payload) => {
    expect(noticeText({ kind, payload })).toEqual(fromEmail(kind, payload))
  })

  it('shows a kind it does not know as a plain notice', () => {
    expect(noticeText({ kind: 'weekly_digest', payload: {} })).toEqual({ title: 'Pranešimas', lines: [], link: null })
    expect(noticeText({ kind: 'decision', payload: { item: 'poll' } })).toEqual({ title: 'Pranešimas', lines: [], link: null })
  })

  it('speaks English on English pages, linking to the same page', () => {
    setLocaleSource(() => 'en')
    try {
      expect(noticeText({ kind: 'decision', payload: { item: 'event', outcome: 'approved', title: 'Christmas fair', slug: 'christmas-fair' } })).toEqual({
        title: 'Your event “Christmas fair” has been approved',
        lines: [],
        link: { text: 'Visitors can already see it', href: '/renginiai/christmas-fair' },
      })
      expect(noticeText({ kind: 'decision', payload: { item: 'claim', outcome: 'rejected', title: 'Leeds school' } }).lines).toEqual([
        "The administrators' reason: not given.",
      ])
      expect(noticeText({ kind: 'classified_replies', payload: { title: 'Bike', count: 3 } })).toEqual({
        title: '3 new replies to your classified “Bike”',
        lines: ['You received 3 replies to your classified “Bike”.'],
        link: null,
      })
      expect(
        noticeText({ kind: 'membership_payment', payload: { community: 'Leeds', amount_pence: 1250, method: 'card', paid_on: '2027-01-05', paid_until: '2028-01-05' } }).lines,
      ).toEqual(['“Leeds” has received your membership fee: £12.50 by card, 5 January 2027.', 'Your membership is valid until 5 January 2028.'])
      expect(noticeText({ kind: 'membership_renewal', payload: { community: 'Leeds', days: 1, paid_until: '2027-02-01', grace_until: '2027-03-03', reference: 'X' } }).lines[0]).toBe(
        'Your membership of “Leeds” ends in 1 day, on 1 February 2027.',
      )
      expect(noticeText({ kind: 'moderation', payload: { action: 'remove', item: 'event', title: 'Christmas fair', reason: 'A scam' } })).toEqual({
        title: 'Your event “Christmas fair” has been removed',
        lines: ['After a report, the administrators have removed your event “Christmas fair”.', 'Reason: A scam.'],
        link: null,
      })
      expect(noticeText({ kind: 'moderation', payload: { action: 'suspend', item: 'member', reason: 'Spam', until: '2027-03-05T10:00:00Z' } }).title).toBe(
        'Your account has been suspended until 5 March 2027 at 10:00',
      )
      expect(noticeText({ kind: 'moderation_appeal', payload: { outcome: 'reversed', action: 'suspend', item: 'member', appeal_reason: 'Not proven' } }).lines).toEqual([
        'Another administrator has reviewed your appeal against the suspension of your account and reversed it: your account works again.',
        'Reason: Not proven.',
      ])
      expect(noticeText({ kind: 'something_new', payload: null }).title).toBe('Notice')
    } finally {
      setLocaleSource(() => 'lt')
    }
  })
})
