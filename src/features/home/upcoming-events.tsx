import { Link } from 'react-router-dom'
import { CalendarDays, MapPin } from 'lucide-react'
import { paths } from '@/app/paths'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { upcomingEvents } from '@/data/events'
import { formatDate } from '@/lib/format'

const shown = upcomingEvents.slice(0, 4)

/** SPEC §2: four upcoming events; 'Daugiau informacijos' opens the event on the events page. */
export function UpcomingEvents() {
  return (
    <section aria-labelledby="renginiai" className="bg-slate-50">
      <div className="mx-auto max-w-7xl px-4 py-14">
        <div className="flex flex-wrap items-end justify-between gap-4">
          <h2 id="renginiai" className="text-3xl font-bold">
            Artimiausi renginiai
          </h2>
          <Link to={paths.events} className={buttonVariants({ variant: 'outline' })}>
            Visi renginiai
          </Link>
        </div>
        <ul className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
          {shown.map((event) => (
            <li key={event.id}>
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <p className="text-sm font-semibold text-brand-700">{event.category}</p>
                  <CardTitle>{event.title}</CardTitle>
                </CardHeader>
                <CardContent className="flex-1 space-y-1 text-sm text-slate-800">
                  <p className="flex items-center gap-1.5">
                    <CalendarDays aria-hidden className="size-4 text-slate-600" />
                    <time dateTime={event.date}>{formatDate(event.date)}</time>, {event.time}
                  </p>
                  <p className="flex items-center gap-1.5">
                    <MapPin aria-hidden className="size-4 text-slate-600" /> {event.location}
                  </p>
                </CardContent>
                <CardFooter>
                  <Link
                    to={`${paths.events}#${event.id}`}
                    className={buttonVariants({ variant: 'outline', size: 'sm' })}
                    aria-label={`Daugiau informacijos: ${event.title}`}
                  >
                    Daugiau informacijos
                  </Link>
                </CardFooter>
              </Card>
            </li>
          ))}
        </ul>
      </div>
    </section>
  )
}
