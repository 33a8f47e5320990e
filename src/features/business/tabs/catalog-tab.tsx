import { MapPin } from 'lucide-react'
import { ContactLinks } from '@/components/directory/contact-links'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import type { DirectoryItem } from '@/features/directory/definitions'
import { mailtoHref } from '@/lib/links'
import { TabState, type TabLoadState } from './tab-state'
import { m } from '@/paraglide/messages'
import { lithuanianOnly } from '@/lib/i18n/locale'

const grid = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3'

/** The businesses directory's published entries. */
export function CatalogTab({ businesses, state }: { businesses: readonly DirectoryItem<'businesses'>[]; state: TabLoadState }) {
  return (
    <TabState state={state} empty={businesses.length === 0 ? m.directories_business_catalogue_empty() : null}>
      <ul className={grid}>
        {businesses.map((business) => (
          <li key={business.name}>
            <Card className="flex h-full flex-col overflow-hidden">
              <img src={business.image} alt="" width={640} height={400} loading="lazy" className="aspect-[8/5] w-full object-cover" />
              <CardHeader>
                <Badge variant="secondary" className="w-fit">
                  {business.category}
                </Badge>
                <CardTitle lang={lithuanianOnly()}>{business.name}</CardTitle>
                <p className="flex items-center gap-1 text-sm text-slate-700">
                  <MapPin aria-hidden className="size-4" /> {business.location}
                </p>
              </CardHeader>
              <CardContent className="flex-1 space-y-3">
                <p className="text-slate-800">{business.description}</p>
                <ContactLinks email={business.email} phone={business.phone} website={business.website} />
              </CardContent>
              <CardFooter>
                <a href={mailtoHref(business.email)} className={buttonVariants({ size: 'sm' })}>
                  {m.directories_contact()}<span className="sr-only">: {business.name}</span>
                </a>
              </CardFooter>
            </Card>
          </li>
        ))}
      </ul>
    </TabState>
  )
}
