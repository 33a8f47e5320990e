import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { buttonVariants } from '@/components/ui/button'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import type { Ad } from '@/features/classifieds/ad'
import { adPrice, ClassifiedFacts } from '@/features/classifieds/components/classified-facts'
import { TabState, type TabLoadState } from './tab-state'
import { m } from '@/paraglide/messages'

const grid = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3'

/** The public job and partnership classifieds, newest first, with the portal's warning against scams. */
export function JobsTab({ jobs, state }: { jobs: readonly Ad[]; state: TabLoadState }) {
  return (
    <div className="space-y-6">
      <p className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-slate-900">
        {m.directories_business_jobs_warning()}
      </p>
      <TabState state={state} empty={jobs.length === 0 ? m.directories_business_jobs_empty() : null}>
        <ul className={grid}>
          {jobs.map((job) => (
            <li key={job.id}>
              <Card className="h-full">
                <CardHeader>
                  <CardTitle>
                    <Link to={paths.classified(job.id)} className="underline-offset-4 hover:underline">
                      {job.title}
                    </Link>
                  </CardTitle>
                  <p className="font-semibold text-brand-800">{adPrice(job)}</p>
                </CardHeader>
                <CardContent className="space-y-2 text-sm">
                  <ClassifiedFacts ad={job} />
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      </TabState>
      <div className="flex flex-wrap gap-2">
        <Link to={`${paths.classifieds}?${new URLSearchParams({ kategorija: 'Darbas' })}`} className={buttonVariants({ variant: 'outline' })}>
          {m.directories_business_all_job_ads()}
        </Link>
        <Link to={`${paths.classifieds}?${new URLSearchParams({ kategorija: 'Partnerystė' })}`} className={buttonVariants({ variant: 'outline' })}>
          {m.directories_business_all_partnership_ads()}
        </Link>
      </div>
    </div>
  )
}
