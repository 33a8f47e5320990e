import { toDate } from './format'

/**
 * Creates an Intl formatter on first use: each constructor loads locale data and costs
 * milliseconds of main-thread time, which a page that never formats a date should not pay.
 */
function lazy<T>(create: () => T): () => T {
  let value: T | undefined
  return () => (value ??= create())
}

const dateTimeFormat = lazy(() => new Intl.DateTimeFormat('lt-LT', { dateStyle: 'medium', timeStyle: 'short' }))
const timeFormat = lazy(() => new Intl.DateTimeFormat('lt-LT', { hour: '2-digit', minute: '2-digit' }))

export function formatDateTime(value: string | number | Date): string {
  return dateTimeFormat().format(toDate(value))
}

export function formatTime(value: string | number | Date): string {
  return timeFormat().format(toDate(value))
}
