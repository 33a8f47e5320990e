import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { formatCount, formatDate, formatGbp, formatKilobytes } from './format'
import { setLocaleSource } from './i18n/locale'

describe('formatDate', () => {
  it('writes dates as Intl.DateTimeFormat does in Lithuanian, without loading it', () => {
    const intl = new Intl.DateTimeFormat('lt-LT', { year: 'numeric', month: 'long', day: 'numeric' })
    for (let day = new Date(2026, 0, 1); day.getFullYear() < 2028; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
      expect(formatDate(day)).toBe(intl.format(day))
    }
    expect(formatDate('2026-12-05')).toBe('2026 m. gruodžio 5 d.')
  })
})

describe('formatKilobytes', () => {
  it('shows sizes in KB, rounded', () => {
    expect(formatKilobytes(1536)).toBe('2 KB')
    expect(formatKilobytes(100)).toBe('0 KB')
  })
})

describe('formatCount', () => {
  it.each([
    [0, '0'],
    [42, '42'],
    [2400, '2400'],
    [12400, '12\u00a0400'],
    [1234567, '1\u00a0234\u00a0567'],
  ])('writes %d as %s', (value, expected) => {
    expect(formatCount(value)).toBe(expected)
  })
})

describe('formatGbp', () => {
  it('writes pounds as Intl.NumberFormat does in Lithuanian, without loading it', () => {
    const intl = new Intl.NumberFormat('lt-LT', { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 2, minimumFractionDigits: 0 })
    const amounts = [0, 0.5, 1.005, 3.999, 5, 10.42, 12.5, 25, 650, 999.99, 1200, 1234.56, 9999, 10000, 10000.1, 99999.99]
    for (let pennies = 0; pennies <= 1_000_000; pennies += 997) amounts.push(pennies / 100)
    for (const amount of amounts) expect(formatGbp(amount), String(amount)).toBe(intl.format(amount))
    expect(formatGbp(10.42)).toBe('10,42\u00a0£')
  })
})

describe('on an English page', () => {
  beforeEach(() => setLocaleSource(() => 'en'))
  afterEach(() => setLocaleSource(() => 'lt'))

  it('writes dates, counts and pounds as Intl does in British English', () => {
    const date = new Intl.DateTimeFormat('en-GB', { year: 'numeric', month: 'long', day: 'numeric' })
    for (let day = new Date(2026, 0, 1); day.getFullYear() < 2027; day = new Date(day.getFullYear(), day.getMonth(), day.getDate() + 1)) {
      expect(formatDate(day)).toBe(date.format(day))
    }
    const count = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 0 })
    for (const value of [0, 42, 2400, 12400, 1234567]) expect(formatCount(value)).toBe(count.format(value))
    const pounds = new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'GBP', maximumFractionDigits: 2, minimumFractionDigits: 0 })
    for (const amount of [0, 0.5, 5, 10.42, 12.71, 25, 1200, 1234.56, 99999.99]) expect(formatGbp(amount), String(amount)).toBe(pounds.format(amount))
    expect(formatGbp(12.71)).toBe('£12.71')
  })
})
