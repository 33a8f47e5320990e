import type { Event } from '@/features/events/event'
import { SITE_URL } from '@/lib/site-url'
import { slugify } from '@/lib/slug'
import { buildCalendar } from './ics'

/** Saves one event as an .ics file the visitor's calendar app opens. */
export function downloadEventIcs(event: Event) {
  const blob = new Blob([buildCalendar([event], { siteUrl: SITE_URL, name: event.title })], { type: 'text/calendar;charset=utf-8' })
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = `${slugify(event.title)}.ics`
  document.body.append(link)
  link.click()
  link.remove()
  setTimeout(() => URL.revokeObjectURL(url), 1000)
}
