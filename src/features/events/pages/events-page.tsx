import { CalendarPlus } from 'lucide-react'
import { paths } from '@/app/paths'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { PageHead } from '@/components/page-head'
import { buttonVariants } from '@/components/ui/button'
import { upcomingEvents } from '@/data/events'
import { SITE_URL } from '@/lib/site-url'
import { EventCard } from '../components/event-card'

const featured = upcomingEvents.filter((e) => e.featured)
const others = upcomingEvents.filter((e) => !e.featured)

const eventJsonLd = upcomingEvents.map((event) => ({
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
        <section aria-labelledby="isskirtiniai">
          <h2 id="isskirtiniai" className="text-2xl font-bold">
            Išskirtiniai renginiai
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-3">
            {featured.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="artimiausi">
          <h2 id="artimiausi" className="text-2xl font-bold">
            Artimiausi renginiai
          </h2>
          <ul className="mt-6 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {others.map((event) => (
              <li key={event.id}>
                <EventCard event={event} />
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="registracija" className="rounded-xl bg-slate-50 p-6">
          <h2 id="registracija" className="text-xl font-semibold">
            Registracija
          </h2>
          <p className="mt-2 text-slate-800">
            Registracija internetu dar kuriama. Kol kas į renginius registruokitės pas organizatorius – jų kontaktus rasite bendruomenių puslapiuose.
          </p>
        </section>
      </div>
    </>
  )
}
