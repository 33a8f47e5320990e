/**
 * Creates an Intl formatter on first use: each constructor loads locale data and costs
 * milliseconds of main-thread time, which a page that never formats a date should not pay.
 */
function lazy<T>(create: () => T): () => T {
  let value: T | undefined
  return () => (value ??= create())
}

const shortDateFormat = lazy(() => new Intl.DateTimeFormat('lt-LT', { year: 'numeric', month: '2-digit', day: '2-digit' }))
const dateTimeFormat = lazy(() => new Intl.DateTimeFormat('lt-LT', { dateStyle: 'medium', timeStyle: 'short' }))
const timeFormat = lazy(() => new Intl.DateTimeFormat('lt-LT', { hour: '2-digit', minute: '2-digit' }))
const gbp = lazy(
  () => new Intl.NumberFormat('lt-LT', { style: 'currency', currency: 'GBP', currencyDisplay: 'narrowSymbol', maximumFractionDigits: 2, minimumFractionDigits: 0 }),
)

function toDate(value: string | number | Date): Date {
  return value instanceof Date ? value : new Date(value)
}

/** Month names as a date needs them (genitive): 'gruodžio 5 d.'. */
const monthsGenitive = ['sausio', 'vasario', 'kovo', 'balandžio', 'gegužės', 'birželio', 'liepos', 'rugpjūčio', 'rugsėjo', 'spalio', 'lapkričio', 'gruodžio']

/**
 * '2026 m. gruodžio 5 d.', in the browser's time zone as Intl.DateTimeFormat would write it.
 * Written by hand because the home page shows dates as it loads, and the first Intl formatter
 * costs tens of milliseconds of main-thread time to load its locale data.
 */
export function formatDate(value: string | number | Date): string {
  const date = toDate(value)
  return `${date.getFullYear()} m. ${monthsGenitive[date.getMonth()]} ${date.getDate()} d.`
}

/** A whole number as Lithuanian writes it: '2400', '12 400' (a no-break space from five digits). */
export function formatCount(value: number): string {
  const digits = String(Math.round(value))
  return digits.length < 5 ? digits : digits.replace(/\B(?=(\d{3})+(?!\d))/g, '\u00a0')
}

/** '2026-12-05' */
export function formatShortDate(value: string | number | Date): string {
  return shortDateFormat().format(toDate(value))
}

export function formatDateTime(value: string | number | Date): string {
  return dateTimeFormat().format(toDate(value))
}

export function formatTime(value: string | number | Date): string {
  return timeFormat().format(toDate(value))
}

/** GBP for Lithuanian readers: '25 £', '10,42 £'. */
export function formatGbp(amount: number): string {
  return gbp().format(amount)
}

/** Bytes divided by 1024, rounded. */
export function formatKilobytes(bytes: number): string {
  return `${Math.round(bytes / 1024)} KB`
}

/** A website without a scheme gets 'https://' in front. */
export function websiteHref(value: string): string {
  const trimmed = value.trim()
  // Only web addresses: any other scheme ('javascript:', 'data:') becomes part of a host name and leads nowhere.
  return /^https?:\/\//i.test(trimmed) ? trimmed : `https://${trimmed}`
}

/**
 * A mailto: link to `address`, with an optional subject. Every value is percent-encoded (the
 * '@' kept readable), so an address typed as 'x@example.org?bcc=…' cannot add recipients or a
 * body to the message.
 */
export function mailtoHref(address: string, subject?: string): string {
  const to = encodeURIComponent(address.trim()).replace(/%40/g, '@')
  return subject === undefined ? `mailto:${to}` : `mailto:${to}?subject=${encodeURIComponent(subject)}`
}

/** A website as people read it: no scheme, no trailing slash. */
export function websiteLabel(value: string): string {
  return value.trim().replace(/^https?:\/\//, '').replace(/\/$/, '')
}

/** tel: href from a UK number as written ('020 7946 0123' → 'tel:+442079460123'). */
export function telHref(phone: string): string {
  const digits = phone.replace(/[^\d+]/g, '')
  if (digits.startsWith('+')) return `tel:${digits}`
  if (digits.startsWith('0')) return `tel:+44${digits.slice(1)}`
  return `tel:${digits}`
}
