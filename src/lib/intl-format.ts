import { toDate } from './format'
import { getLocale, intlLocale } from './i18n/locale'
import { perLocale } from './i18n/per-locale'

// Each formatter is made for the page's language on first use: a constructor loads locale data
// and costs milliseconds of main-thread time, which a page that never formats a date should not pay.
const dateTimeFormat = perLocale(() => new Intl.DateTimeFormat(intlLocale[getLocale()], { dateStyle: 'medium', timeStyle: 'short' }))
const timeFormat = perLocale(() => new Intl.DateTimeFormat(intlLocale[getLocale()], { hour: '2-digit', minute: '2-digit' }))

export function formatDateTime(value: string | number | Date): string {
  return dateTimeFormat().format(toDate(value))
}

export function formatTime(value: string | number | Date): string {
  return timeFormat().format(toDate(value))
}
