import { useParams } from '@/lib/routing'
import { paths } from '@/app/paths'
import { BackLink } from '@/components/directory/back-link'
import { PageHead } from '@/components/page-head'
import { Badge } from '@/components/ui/badge'
import { MissingEntry } from '@/features/directory/live/missing-entry'
import { useRouteData } from '@/lib/page-data/page-data-context'
import { m } from '@/paraglide/messages'
import { adCategoryLabel } from '../ad'
import { adPrice, ClassifiedFacts } from '../components/classified-facts'
import { ClassifiedActions } from '../contact/classified-actions'
import { lithuanianOnly } from '@/lib/i18n/locale'

/** A public classified's own page: what is offered or sought, where, by whom, and how to reply. */
export function ClassifiedPage() {
  const { id = '' } = useParams()
  const { data: ad, state } = useRouteData(`classified:${id}`, (signal) =>
    import('../live/load-public').then(({ loadPublicClassified }) => loadPublicClassified(id, signal)),
  )
  if (!ad) return <MissingEntry state={state} title={m.classifieds_not_found()} backTo={paths.classifieds} backLabel={m.classifieds_back_to_list()} />
  const price = adPrice(ad)
  const category = adCategoryLabel(ad.category)

  return (
    <>
      <PageHead title={ad.title} description={`${category} · ${ad.location} · ${price}. ${ad.description}`.slice(0, 300)} path={paths.classified(ad.id)} translated={false} />
      <section className="bg-gradient-to-br from-brand-800 to-brand-900 text-white">
        <div className="mx-auto max-w-3xl px-4 py-10">
          <BackLink to={paths.classifieds} label={m.classifieds_all_ads()} />
          <div className="mt-6 flex flex-wrap gap-2">
            <Badge variant="accent">{category}</Badge>
          </div>
          <h1 lang={lithuanianOnly()} className="mt-3 text-3xl font-bold [overflow-wrap:anywhere] sm:text-4xl">
            {ad.title}
          </h1>
          <p className="mt-2 text-xl font-semibold text-brand-50">{price}</p>
        </div>
      </section>
      <div className="mx-auto max-w-3xl space-y-4 px-4 py-10 text-slate-800">
        <p lang={lithuanianOnly()} className="whitespace-pre-line [overflow-wrap:anywhere]">
          {ad.description}
        </p>
        <ClassifiedFacts ad={ad} />
        <ClassifiedActions ad={ad} />
      </div>
    </>
  )
}
