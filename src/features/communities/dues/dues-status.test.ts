import { describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { shiftDay } from '@/lib/uk-time'
import { ukDate } from '@/lib/uk-clock'
import { duesState, duesText, formatPence, formatSortCode, owesDues, paymentMethodLabels } from './dues-status'

const member = (status: string, paid_until: string | null) => ({ membership_type: 'member', status, paid_until })

describe('dues status', () => {
  it('follows a membership from the request to the lapse', () => {
    const today = '2027-03-10'
    expect(duesState(member('pending', null), today)).toBe('unpaid')
    expect(duesState(member('approved', '2027-03-10'), today)).toBe('current')
    expect(duesState(member('approved', '2027-03-09'), today)).toBe('grace')
    expect(duesState(member('approved', '2027-02-08'), today)).toBe('grace')
    expect(duesState(member('approved', '2027-02-07'), today)).toBe('lapsed')
    expect(duesState(member('lapsed', '2026-01-01'), today)).toBe('lapsed')
    expect(duesState(member('approved', null), today)).toBe('approved-unpaid')
    expect(duesState({ membership_type: 'observer', status: 'approved', paid_until: null }, today)).toBe('none')
    expect(owesDues(member('approved', '2027-03-09'), today)).toBe(true)
    expect(owesDues(member('approved', '2027-03-10'), today)).toBe(false)
  })

  it('says it with its dates', () => {
    expect(duesText(member('approved', '2027-11-26'), '2026-11-26')).toBe('Narystė galioja iki 2027 m. lapkričio 26 d.')
    expect(duesText(member('approved', '2027-11-26'), '2027-12-01')).toBe(
      'Narystė baigėsi 2027 m. lapkričio 26 d. Sumokėkite nario mokestį iki 2027 m. gruodžio 26 d., kitaip narystė nebegalios.',
    )
  })

  it('counts days, UK days, pounds and sort codes', () => {
    expect(shiftDay('2027-02-28', 1)).toBe('2027-03-01')
    expect(shiftDay('2028-02-28', 1)).toBe('2028-02-29')
    // 23:30 UTC on 31 March 2027 is already 1 April in London (summer time).
    expect(ukDate(new Date('2027-03-31T23:30:00Z'))).toBe('2027-04-01')
    expect(formatPence(2500)).toBe('25,00\u00a0£')
    expect(formatPence(1271)).toBe('12,71\u00a0£')
    expect(formatSortCode('123456')).toBe('12-34-56')
  })
})

describe('dues status on an English page', () => {
  it('says it in English, with English dates and pounds', () => {
    setLocaleSource(() => 'en')
    try {
      expect(duesText(member('approved', '2027-11-26'), '2026-11-26')).toBe('The membership is valid until 26 November 2027.')
      expect(duesText(member('approved', '2027-11-26'), '2027-12-01')).toBe(
        'The membership ended on 26 November 2027. Pay the membership fee by 26 December 2027, or the membership will lapse.',
      )
      expect(formatPence(2500)).toBe('£25.00')
      expect(paymentMethodLabels.bank_transfer).toBe('Bank transfer')
    } finally {
      setLocaleSource(() => 'lt')
    }
    expect(paymentMethodLabels.bank_transfer).toBe('Banko pavedimas')
  })
})
