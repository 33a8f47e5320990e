import type { ReactNode } from 'react'
import { CalendarDays, Clock } from 'lucide-react'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { formatDate } from '@/lib/format'

/** The side cards of a detail page: contacts, meeting time, next event. */
export function DetailAside({ contacts, meetingTime, nextEvent, eventDate }: { contacts: ReactNode; meetingTime?: string; nextEvent?: string; eventDate?: string }) {
  return (
    <aside className="space-y-6" aria-label="Kontaktai ir renginiai">
      <Card id="kontaktai" tabIndex={-1}>
        <CardHeader>
          <CardTitle as="h2">Kontaktai</CardTitle>
        </CardHeader>
        <CardContent>{contacts}</CardContent>
      </Card>
      {meetingTime && (
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <Clock aria-hidden className="size-5 text-brand-700" /> Susitikimai
            </CardTitle>
          </CardHeader>
          <CardContent className="text-slate-800">{meetingTime}</CardContent>
        </Card>
      )}
      {nextEvent && (
        <Card>
          <CardHeader>
            <CardTitle as="h2" className="flex items-center gap-2">
              <CalendarDays aria-hidden className="size-5 text-brand-700" /> Artimiausias renginys
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
