import { Link } from '@/lib/routing'
import { Languages, MapPin, Star } from 'lucide-react'
import { paths } from '@/app/paths'
import { ContactLinks } from '@/components/directory/contact-links'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { businessEvents, businessServices, listings, professionals, sponsors } from '@/data/business'
import { usePublishedDirectory } from '@/features/directory/live/use-published-directory'
import { formatDate } from '@/lib/format'
import { mailtoHref, websiteHref, websiteLabel } from '@/lib/links'

const grid = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3'

/** 'prieš 3 d.' from an ISO date. */
function postedAgo(date: string, now = Date.now()): string {
  const days = Math.max(0, Math.round((now - Date.parse(date)) / 86_400_000))
  return days === 0 ? 'šiandien' : `prieš ${days} d.`
}

/** The businesses directory's published entries. */
export function CatalogTab() {
  const { items: businesses, state } = usePublishedDirectory('businesses')
  if (state !== 'ready') {
    return (
      <p role="status" className="py-8 text-center text-slate-800">
        {state === 'loading' ? 'Įkeliama…' : 'Nepavyko įkelti verslų katalogo. Patikrinkite ryšį ir atnaujinkite puslapį.'}
      </p>
    )
  }
  return (
    <ul className={grid}>
      {businesses.map((business) => (
        <li key={business.name}>
          <Card className="flex h-full flex-col overflow-hidden">
            <img src={business.image} alt="" width={640} height={400} loading="lazy" className="aspect-[8/5] w-full object-cover" />
            <CardHeader>
              <Badge variant="secondary" className="w-fit">
                {business.category}
              </Badge>
              <CardTitle>{business.name}</CardTitle>
              <p className="flex items-center gap-3 text-sm text-slate-700">
                <span className="flex items-center gap-1">
                  <MapPin aria-hidden className="size-4" /> {business.location}
                </span>
                <span className="flex items-center gap-1">
                  <Star aria-hidden className="size-4 text-amber-600" /> {business.rating.toFixed(1).replace('.', ',')}
                  <span className="sr-only">iš 5</span>
                </span>
              </p>
            </CardHeader>
            <CardContent className="flex-1 space-y-3">
              <p className="text-slate-800">{business.description}</p>
              <ContactLinks email={business.email} phone={business.phone} website={business.website} />
            </CardContent>
            <CardFooter>
              <a href={mailtoHref(business.email)} className={buttonVariants({ size: 'sm' })}>
                Susisiekti<span className="sr-only">: {business.name}</span>
              </a>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  )
}

export function ListingsTab() {
  return (
    <div className="space-y-6">
      <ul className={grid}>
        {listings.map((listing) => (
          <li key={listing.title}>
            <Card className="flex h-full flex-col">
              <CardHeader>
                <p className="flex items-center justify-between text-sm text-slate-700">
                  <Badge>{listing.type}</Badge> {postedAgo(listing.posted)}
                </p>
                <CardTitle>{listing.title}</CardTitle>
                <p className="text-sm text-slate-700">
                  {listing.company} · {listing.location}
                </p>
              </CardHeader>
              <CardContent className="flex-1 space-y-2 text-slate-800">
                <p className="font-semibold text-brand-800">{listing.salary}</p>
                <p>{listing.description}</p>
              </CardContent>
              <CardFooter>
                <a href={mailtoHref(listing.email, listing.title)} className={buttonVariants({ variant: 'outline', size: 'sm' })}>
                  Sužinoti daugiau<span className="sr-only">: {listing.title}</span>
                </a>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
      <Link to={paths.classifieds} className={buttonVariants({ variant: 'outline' })}>
        Žiūrėti visus skelbimus
      </Link>
    </div>
  )
}

export function ProfessionalsTab() {
  return (
    <ul className="grid gap-6 md:grid-cols-2">
      {professionals.map((person) => (
        <li key={person.name}>
          <Card className="h-full">
            <CardHeader>
              <CardTitle>{person.name}</CardTitle>
              <p className="text-sm font-medium text-brand-800">{person.profession}</p>
            </CardHeader>
            <CardContent className="space-y-2 text-sm text-slate-800">
              <p>{person.specialization}</p>
              <p className="flex items-center gap-1.5">
                <Languages aria-hidden className="size-4 text-slate-600" /> Kalbos: {person.languages.join(', ')}
              </p>
              <ContactLinks address={person.location} email={person.email} phone={person.phone} />
            </CardContent>
          </Card>
        </li>
      ))}
    </ul>
  )
}

export function SponsorsTab() {
  return (
    <div className="space-y-6">
      <ul className={grid}>
        {sponsors.map((sponsor) => (
          <li key={sponsor.name}>
            <Card className="h-full">
              <CardHeader>
                <Badge variant="accent" className="w-fit">
                  {sponsor.type}
                </Badge>
                <CardTitle>{sponsor.name}</CardTitle>
              </CardHeader>
              <CardContent className="space-y-2 text-slate-800">
                <p>{sponsor.description}</p>
                <a href={websiteHref(sponsor.website)} target="_blank" rel="noopener noreferrer" className="text-brand-700 underline">
                  {websiteLabel(sponsor.website)}
                  <span className="sr-only"> (atidaroma naujame lange)</span>
                </a>
              </CardContent>
            </Card>
          </li>
        ))}
      </ul>
      <div className="rounded-xl bg-brand-50 p-6">
        <h3 className="text-lg font-semibold">Tapkite partneriu</h3>
        <p className="mt-1 text-slate-800">Remkite lietuvių bendruomenę ir būkite matomi tūkstančiams lietuvių JK.</p>
        <Link to={`${paths.about}#susisiekite`} className={buttonVariants({ className: 'mt-4' })}>
          Susisiekti dėl partnerystės
        </Link>
      </div>
    </div>
  )
}

export function ServicesTab() {
  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="verslo-paslaugos">
        <h3 id="verslo-paslaugos" className="text-xl font-semibold">
          Paslaugos verslui
        </h3>
        <ul className="mt-4 space-y-4">
          {businessServices.map((service) => (
            <li key={service.title} className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold">{service.title}</p>
              <p className="text-slate-800">{service.description}</p>
              <a href={mailtoHref(service.contact)} className="text-sm text-brand-700 underline">
                {service.contact}
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="verslo-renginiai">
        <h3 id="verslo-renginiai" className="text-xl font-semibold">
          Artimiausi verslo renginiai
        </h3>
        <ul className="mt-4 space-y-4">
          {businessEvents.map((event) => (
            <li key={event.title} className="rounded-xl border border-slate-200 p-4">
              <p className="font-semibold">{event.title}</p>
              <p className="text-sm text-slate-700">
                <time dateTime={event.date}>{formatDate(event.date)}</time> · {event.location}
              </p>
              <p className="text-slate-800">{event.description}</p>
            </li>
          ))}
        </ul>
      </section>
    </div>
  )
}
