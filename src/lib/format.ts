// Formatting written by hand, with no Intl formatter: the home page formats dates as it loads.
// Each writes as the page's language does ('2026 m. gruodžio 5 d.', '5 December 2026').
// Intl-based formatting is in intl-format.ts, links in links.ts.
import { getLocale } from './i18n/locale'

/** A date from an ISO string, a timestamp or a Date. */
export function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value)
}

/** Month names as a date needs them (genitive): 'gruodžio 5 d.'. */
const monthsGenitive = ['sausio', 'vasario', 'kovo', 'balandžio', 'gegužės', 'birželio', 'liepos', 'rugpjūčio', 'rugsėjo', 'spalio', 'lapkričio', 'gruodžio']
/** Month names on their own (nominative): '2026 m. gruodis'. */
const monthsNominative = ['sausis', 'vasaris', 'kovas', 'balandis', 'gegužė', 'birželis', 'liepa', 'rugpjūtis', 'rugsėjis', 'spalis', 'lapkritis', 'gruodis']
const monthsEnglish = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December']

/** A month (yyyy-mm) as the page's language names it: '2026 m. gruodis' (the nominative), 'December 2026'. */
export function formatMonth(month: string): string {
  const year = month.slice(0, 4)
  const index = Number(month.slice(5, 7)) - 1
  return getLocale() === 'en' ? `${monthsEnglish[index]} ${year}` : `${year} m. ${monthsNominative[index]}`
}

/**
 * '2026 m. gruodžio 5 d.' or '5 December 2026', in the browser's time zone as Intl.DateTimeFormat would write it.
 * Written by hand because the home page shows dates as it loads, and the first Intl formatter
 * costs tens of milliseconds of main-thread time to load its locale data.
 */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value)
  if (getLocale() === 'en') return `${date.getDate()} ${monthsEnglish[date.getMonth()]} ${date.getFullYear()}`
  return `${date.getFullYear()} m. ${monthsGenitive[date.getMonth()]} ${date.getDate()} d.`
}

/** A calendar day (yyyy-mm-dd) as '2026 m. gruodžio 12 d.'; read at noon, so no device time zone moves it. */
export const formatDay = (day: string) => formatDate(`${day}T12:00:00`)

/** Digits in groups of three: '12\u00a0400' (a no-break space) in Lithuanian, '12,400' in English. */
const groupThousands = (digits: string) => digits.replace(/\B(?=(\d{3})+(?!\d))/g, getLocale() === 'en' ? ',' : '\u00a0')

/** A whole number as the page's language writes it: '2400', '12 400' (grouped from five digits) in Lithuanian; '2,400' in English. */
export function formatCount(value: number): string {
  const digits = String(Math.round(value))
  return digits.length < (getLocale() === 'en' ? 4 : 5) ? digits : groupThousands(digits)
}

/** Bytes divided by 1024, rounded. */
export function formatKilobytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`
}

/**
 * GBP as the page's language writes it, '25 £', '10,42 £', '1 200 £' or '£25', '£10.42', '£1,200':
 * what Intl.NumberFormat('lt-LT' or 'en-GB') writes for the pound (checked against it in
 * format.test.ts), without loading it while an events or classifieds page hydrates its prices.
 * Amounts are rounded to pennies.
 */
export function formatGbp(amount: number): string {
  // Shifting through the decimal string rounds 1.005 up, as Intl does, where amount * 100 would not.
  const pennies = Math.round(Number(`${amount}e2`))
  const whole = groupThousands(String(Math.floor(pennies / 100)))
  const fraction = String(pennies % 100).padStart(2, '0').replace(/0+$/, '')
  if (getLocale() === 'en') return `£${whole}${fraction ? `.${fraction}` : ''}`
  return `${whole}${fraction ? `,${fraction}` : ''}\u00a0£`
}
