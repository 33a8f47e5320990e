import { useMemo } from 'react'
import { MapPin } from 'lucide-react'
import { paths } from '@/app/paths'
import { ContactLinks } from '@/components/directory/contact-links'
import { CardGrid } from '@/components/directory/card-grid'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { distinctOptions } from '@/components/directory/distinct-options'
import { EmptyState } from '@/components/directory/empty-state'
import { FilterBar } from '@/components/directory/filter-bar'
import { FilterChips, type ActiveFilter } from '@/components/directory/filter-chips'
import { FilterSelect } from '@/components/directory/filter-select'
import { ResultSummary } from '@/components/directory/result-summary'
import { SearchInput } from '@/components/directory/search-input'
import { SocialBadges } from '@/components/directory/social-badges'
import { WebsiteButton } from '@/components/directory/website-button'
import { PageHead } from '@/components/page-head'
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '@/components/ui/card'
import { studentSocieties } from '@/data/student-societies'
import { useLiveDirectory } from '@/features/directory/live/use-live-directory'
import { useUrlFilters } from '@/hooks/use-url-filters'
import { pluralize } from '@/lib/plural'
import { filterStudentSocieties } from '../filter-student-societies'


export function StudentSocietiesPage() {
  const filters = useUrlFilters({ q: '', vieta: '' })
  const { q, vieta } = filters.values
  const { items } = useLiveDirectory('student_societies', studentSocieties)
  const locations = useMemo(() => distinctOptions(items.map((s) => s.location)), [items])
  const shown = filterStudentSocieties(items, { q, vieta })
  const active: ActiveFilter[] = [
    ...(q ? [{ key: 'q', label: `Paieška: ${q}`, onRemove: () => filters.clear('q') }] : []),
    ...(vieta ? [{ key: 'vieta', label: vieta, onRemove: () => filters.clear('vieta') }] : []),
  ]
  return (
    <>
      <PageHead
        title="Studentų organizacijos"
        description="Lietuvių studentų draugijos Jungtinės Karalystės universitetuose: Londone, Oksforde, Kembridže, Edinburge ir kitur."
        path={paths.studentSocieties}
      />
      <DirectoryHero title="Studentų organizacijos" lead="Lietuvių studentų draugijos JK universitetuose: renginiai, karjeros patarimai ir bendrystė." />
      <div className="mx-auto max-w-7xl space-y-6 px-4 py-10">
        <FilterBar>
          <SearchInput label="Paieška" placeholder="Pavadinimas arba miestas" value={q} onChange={(v) => filters.set('q', v)} />
          <FilterSelect label="Vietovė" allLabel="Visos vietovės" options={locations} value={vieta} onChange={(v) => filters.set('vieta', v)} />
        </FilterBar>
        <FilterChips filters={active} />
        <ResultSummary hasFilters={filters.isActive} onClear={filters.clearAll}>
          Rasta {shown.length} {pluralize(shown.length, { one: 'organizacija', few: 'organizacijos', other: 'organizacijų' })}
        </ResultSummary>
        {shown.length === 0 ? (
          <EmptyState title="Studentų organizacijų nerasta" onClear={filters.clearAll} />
        ) : (
          <CardGrid
            items={shown}
            getKey={(society) => society.id}
            renderCard={(society) => (
              <Card className="flex h-full flex-col">
                <CardHeader>
                  <p className="flex items-center gap-1.5 text-sm text-slate-700">
                    <MapPin aria-hidden className="size-4" /> {society.location}
                  </p>
                  <CardTitle>{society.name}</CardTitle>
                  <p className="text-sm text-slate-700">
                    {society.leaderTitle}: {society.leader}
                  </p>
                </CardHeader>
                <CardContent className="flex-1 space-y-3">
                  <ContactLinks address={society.address} email={society.email} />
                  <SocialBadges name={society.name} facebook={society.facebook} linkedin={society.linkedin} />
                </CardContent>
                <CardFooter>
                  <WebsiteButton website={society.website} name={society.name} />
                </CardFooter>
              </Card>
            )}
          />
        )}
      </div>
    </>
  )
}
