import { CalendarPlus } from 'lucide-react'
import { paths } from '@/app/paths'
import { ClientOnly } from '@/components/client-only'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { PageHead } from '@/components/page-head'
import { buttonVariants } from '@/components/ui/button'
import { events } from '@/data/event-details'
import { ukDate } from '@/data/events'
import { SITE_URL } from '@/lib/site-url'
import { EventSections } from '../components/event-sections'

const eventJsonLd = events.map((event) => ({
  '@context': 'https://schema.org',
  '@type': 'Event',
  name: event.title,
  description: event.description,
  startDate: `${event.date}T${event.time}:00`,
  endDate: event.endTime ? `${event.date}T${event.endTime}:00` : undefined,
  eventAttendanceMode: event.location === 'Nuotoliu' ? 'https://schema.org/OnlineEventAttendanceMode' : 'https://schema.org/OfflineEventAttendanceMode',
  location: { '@type': 'Place', name: event.address ?? event.location, address: { '@type': 'PostalAddress', addressLocality: event.location, addressCountry: 'GB' } },
  offers: { '@type': 'Offer', price: event.price ?? 0, priceCurrency: 'GBP' },
  url: `${SITE_URL}${paths.events}#${event.id}`,
}))

export function EventsPage() {
  return (
    <>
      <PageHead
        title="Renginiai"
        description="Lietuvių renginiai Jungtinėje Karalystėje: šventės, koncertai, mugės, verslo forumai ir sporto varžybos. Pridėkite juos į savo kalendorių."
        path={paths.events}
        jsonLd={eventJsonLd}
      />
      <DirectoryHero title="Renginiai" lead="Šventės, koncertai, mugės ir varžybos – lietuviški renginiai visoje Jungtinėje Karalystėje.">
        <a href={paths.eventsFeed} className={buttonVariants({ variant: 'accent', className: 'mt-8' })}>
          <CalendarPlus aria-hidden /> Prenumeruoti kalendorių (.ics)
        </a>
      </DirectoryHero>
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-12">
        {/* Which events are past depends on the visitor's date, not the build's: decided in the browser. */}
        <ClientOnly fallback={<EventSections today={null} />}>
          <EventSections today={ukDate()} />
        </ClientOnly>
      </div>
    </>
  )
}
