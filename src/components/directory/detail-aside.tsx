import type { ReactNode } from 'react'
import { CalendarDays, Clock, MapPin } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { m } from '@/paraglide/messages'
import { formatDate } from '@/lib/format'

/**
 * A point on OpenStreetMap, marked, at street level: the page links to it and nothing is sent
 * there until the visitor follows the link.
 */
function openStreetMapHref({ latitude, longitude }: { latitude: number; longitude: number }): string {
  const [lat, lon] = [latitude.toFixed(5), longitude.toFixed(5)]
  return `https://www.openstreetmap.org/?mlat=${lat}&mlon=${lon}#map=14/${lat}/${lon}`
}

type DetailAsideProps = {
  contacts: ReactNode
  meetingTime?: string
  nextEvent?: string
  eventDate?: string
  /** When an administrator last checked the entry; null or absent: not checked yet. */
  verifiedAt?: string | null
  /** The entry's logo from the media library, and the entry's name for its text alternative. */
  logoUrl?: string
  name?: string
  /** Where the entry is, for a link to a map; its postcode when it has one. */
  place?: { postcode: string | null; latitude: number; longitude: number } | null
}

/** The side cards of a detail page: contacts (with the logo, and when they were checked), meeting time, next event. */
export function DetailAside({ contacts, meetingTime, nextEvent, eventDate, verifiedAt, logoUrl, name, place }: DetailAsideProps) {
  return (
    <aside className="space-y-6" aria-label={m.detail_aside_label()}>
      <Card id="kontaktai" tabIndex={-1}>
        {/* The header keeps the logo's height with or without it: a logo that arrives with the
            live entry after first paint moves nothing. */}
        <CardHeader className="min-h-[5.5rem] flex-row items-center justify-between gap-4">
          <CardTitle as="h2">{m.detail_contacts()}</CardTitle>
          {logoUrl && (
            <img src={logoUrl} alt={name ? m.detail_logo_of({ name }) : m.detail_logo()} width={56} height={56} className="size-14 shrink-0 rounded-md object-contain" />
          )}
        </CardHeader>
        <CardContent>
          {contacts}
          {place && (
            <p className="mt-3 text-sm">
              <a href={openStreetMapHref(place)} target="_blank" rel="noopener noreferrer" className="inline-flex min-h-6 items-center gap-1 text-brand-700 underline">
                <MapPin aria-hidden className="size-4" /> {m.detail_open_map()}
                <span className="sr-only">{m.detail_open_map_note()}</span>
              </a>
              {place.postcode && <span className="text-slate-700"> · {place.postcode}</span>}
            </p>
          )}
          <p className="mt-4 border-t border-slate-200 pt-3 text-sm text-slate-700">
            {verifiedAt ? (
              <>
                {m.detail_checked_on()} <time dateTime={verifiedAt}>{formatDate(verifiedAt)}</time>
              </>
            ) : (
              m.detail_not_checked()
            )}
          </p>
        </CardContent>
      </Card>
      {meetingTime && (
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <Clock aria-hidden className="size-5 text-brand-700" /> {m.detail_meetings()}
            </CardTitle>
          </CardHeader>
          <CardContent className="text-slate-800">{meetingTime}</CardContent>
        </Card>
      )}
      {nextEvent && (
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <CalendarDays aria-hidden className="size-5 text-brand-700" /> {m.detail_next_event()}
            </CardTitle>
          </CardHeader>
          <CardContent>
            <p className="font-medium text-slate-900">{nextEvent}</p>
            {eventDate && (
              <p className="text-sm text-slate-700">
                <time dateTime={eventDate}>{formatDate(eventDate)}</time>
              </p>
            )}
          </CardContent>
        </Card>
      )}
    </aside>
  )
}
