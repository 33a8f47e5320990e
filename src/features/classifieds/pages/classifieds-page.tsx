import { Link } from 'react-router-dom'
import { CalendarDays, Heart, MapPin, MessageSquare } from 'lucide-react'
import { paths } from '@/app/paths'
import { ChipFilter } from '@/components/chip-filter'
import { CardGrid } from '@/components/directory/card-grid'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { EmptyState } from '@/components/directory/empty-state'
import { SearchInput } from '@/components/directory/search-input'
import { PageHead } from '@/components/page-head'
import { Badge } from '@/components/ui/badge'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { adCategories, ads } from '@/data/classifieds'
import { useUrlFilters } from '@/hooks/use-url-filters'
import { choiceParam, textParam } from '@/lib/url-params'
import { formatDate } from '@/lib/format'
import { formatGbp } from '@/lib/intl-format'
import { nouns, pluralize } from '@/lib/plural'
import { filterAds } from '../filter-ads'

const urlParams = { q: textParam(), kategorija: choiceParam(adCategories) }

export function ClassifiedsPage() {
  const filters = useUrlFilters(urlParams)
  const { q, kategorija: category } = filters.values
  const shown = filterAds(ads, { q, category })

  return (
    <>
      <PageHead title="Skelbimai" description="Lietuvių skelbimai Jungtinėje Karalystėje: darbas, būstas, paslaugos, pirkimas ir pardavimas." path={paths.classifieds} />
      <DirectoryHero title="Skelbimai" lead="Darbas, būstas ir paslaugos lietuviams Jungtinėje Karalystėje.">
        <Link to={`${paths.about}#susisiekite`} className={buttonVariants({ variant: 'accent', className: 'mt-8' })}>
          Įdėti skelbimą
        </Link>
        <p className="mt-2 text-sm text-brand-50">Skelbimus kol kas įdeda komanda: atsiųskite savo skelbimą per kontaktų formą.</p>
      </DirectoryHero>
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <div className="max-w-xl">
          <SearchInput label="Paieška skelbimuose" placeholder="Pvz. kambarys, vairuotojas" value={q} onChange={(v) => filters.set('q', v)} />
        </div>
        <ChipFilter label="Skelbimų kategorija" options={adCategories} value={category} onChange={(v) => filters.set('kategorija', v)} />
        <h2 className="sr-only">Skelbimai</h2>
        <p role="status" className="text-sm text-slate-700">
          Skelbimų: {shown.length}
        </p>
        {shown.length === 0 ? (
          <EmptyState title="Skelbimų nerasta" onClear={filters.clearAll} />
        ) : (
          <CardGrid
            items={shown}
            getKey={(ad) => ad.id}
            className="md:grid-cols-2 lg:grid-cols-3"
            renderCard={(ad) => (
              <Card className="h-full">
                <CardHeader>
                  <div className="flex flex-wrap gap-2">
                    <Badge variant="secondary">{ad.category}</Badge>
                    {ad.urgent && <Badge variant="destructive">Skubu</Badge>}
                  </div>
                  <CardTitle>{ad.title}</CardTitle>
                  <p className="text-lg font-semibold text-brand-800">{ad.price === null ? 'Kaina sutartinė' : formatGbp(ad.price)}</p>
                </CardHeader>
                <CardContent className="space-y-3 text-sm text-slate-800">
                  <p>{ad.description}</p>
                  <p className="flex flex-wrap gap-x-4 gap-y-1 text-slate-700">
                    <span className="flex items-center gap-1">
                      <MapPin aria-hidden className="size-4" /> {ad.location}
                    </span>
                    <span className="flex items-center gap-1">
                      <CalendarDays aria-hidden className="size-4" /> <time dateTime={ad.date}>{formatDate(ad.date)}</time>
                    </span>
                    <span className="flex items-center gap-1">
                      <Heart aria-hidden className="size-4" /> {ad.likes} <span className="sr-only">patinka</span>
                    </span>
                    <span className="flex items-center gap-1">
                      <MessageSquare aria-hidden className="size-4" /> {ad.comments} <span className="sr-only">{pluralize(ad.comments, nouns.comment)}</span>
                    </span>
                  </p>
                  <p className="text-slate-700">Skelbėjas: {ad.author}</p>
                </CardContent>
              </Card>
            )}
          />
        )}
      </div>
    </>
  )
}
