import { Link } from '@/lib/routing'
import { CalendarDays, Check, Clock, Star, Users } from 'lucide-react'
import { paths } from '@/app/paths'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { PageHead } from '@/components/page-head'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { groupTrips, routes, travelServices, travelTips } from '@/data/travel'
import { formatDate, formatGbp } from '@/lib/format'
import { countLabel, nouns } from '@/lib/plural'

export function TravelPage() {
  return (
    <>
      <PageHead title="Kelionės" description="Kelionės į Lietuvą iš Jungtinės Karalystės: populiarūs maršrutai, grupinės kelionės, paslaugos ir patarimai." path={paths.travel} />
      <DirectoryHero title="Kelionės į Lietuvą" lead="Maršrutai, grupinės kelionės ir patarimai keliaujantiems namo." />
      <div className="mx-auto max-w-7xl space-y-12 px-4 py-10">
        <section aria-labelledby="marsrutai">
          <h2 id="marsrutai" className="text-2xl font-bold">
            Populiarūs maršrutai
          </h2>
          <ul className="mt-4 grid gap-6 md:grid-cols-2 lg:grid-cols-4">
            {routes.map((route) => (
              <li key={route.title}>
                <Card className="h-full overflow-hidden">
                  <img src={route.image} alt="" width={640} height={400} loading="lazy" className="aspect-[8/5] w-full object-cover" />
                  <CardHeader>
                    <CardTitle>{route.title}</CardTitle>
                    <p className="text-lg font-semibold text-brand-800">nuo {formatGbp(route.price)}</p>
                  </CardHeader>
                  <CardContent className="space-y-2 text-sm text-slate-800">
                    <p>{route.description}</p>
                    <p className="flex items-center gap-3 text-slate-700">
                      <span className="flex items-center gap-1">
                        <Clock aria-hidden className="size-4" /> {route.duration}
                      </span>
                      <span className="flex items-center gap-1">
                        <Star aria-hidden className="size-4 text-amber-600" /> {route.rating.toFixed(1).replace('.', ',')}
                        <span className="sr-only">iš 5</span>
                      </span>
                    </p>
                    <ul className="space-y-1">
                      {route.highlights.map((h) => (
                        <li key={h} className="flex items-center gap-1.5">
                          <Check aria-hidden className="size-4 text-brand-700" /> {h}
                        </li>
                      ))}
                    </ul>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="paslaugos">
          <h2 id="paslaugos" className="text-2xl font-bold">
            Paslaugos
          </h2>
          <ul className="mt-4 grid gap-4 md:grid-cols-2 lg:grid-cols-4">
            {travelServices.map((service) => (
              <li key={service.title} className="rounded-xl border border-slate-200 p-5">
                <h3 className="font-semibold">{service.title}</h3>
                <p className="mt-1 text-sm text-slate-800">{service.description}</p>
                <ul className="mt-2 list-disc pl-5 text-sm text-slate-700">
                  {service.features.map((f) => (
                    <li key={f}>{f}</li>
                  ))}
                </ul>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="grupines">
          <h2 id="grupines" className="text-2xl font-bold">
            Grupinės kelionės
          </h2>
          <ul className="mt-4 grid gap-6 md:grid-cols-3">
            {groupTrips.map((trip) => (
              <li key={trip.title}>
                <Card className="flex h-full flex-col">
                  <CardHeader>
                    <CardTitle>{trip.title}</CardTitle>
                    <p className="text-lg font-semibold text-brand-800">{formatGbp(trip.price)}</p>
                  </CardHeader>
                  <CardContent className="flex-1 space-y-1 text-sm text-slate-800">
                    <p>{trip.description}</p>
                    <p className="flex items-center gap-1.5 text-slate-700">
                      <CalendarDays aria-hidden className="size-4" /> <time dateTime={trip.date}>{formatDate(trip.date)}</time>
                    </p>
                    <p className="flex items-center gap-1.5 text-slate-700">
                      <Users aria-hidden className="size-4" /> {countLabel(trip.participants, nouns.place)}
                    </p>
                  </CardContent>
                  <CardFooter className="flex-col items-start">
                    <Link to={`${paths.about}#susisiekite`} className={buttonVariants({ size: 'sm' })}>
                      Registruotis<span className="sr-only">: {trip.title}</span>
                    </Link>
                    <p className="text-xs text-slate-700">Registracija – parašius mums per kontaktų formą.</p>
                  </CardFooter>
                </Card>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="patarimai">
          <h2 id="patarimai" className="text-2xl font-bold">
            Patarimai keliaujantiems
          </h2>
          <dl className="mt-4 grid gap-4 md:grid-cols-2">
            {travelTips.map((tip) => (
              <div key={tip.title} className="rounded-xl bg-brand-50 p-5">
                <dt className="font-semibold text-brand-900">{tip.title}</dt>
                <dd className="mt-1 text-slate-800">{tip.content}</dd>
              </div>
            ))}
          </dl>
        </section>
      </div>
    </>
  )
}
