import type { DirectoryKey } from '../entry'
import { m } from '@/paraglide/messages'
import { useDirectoryCounts } from './use-directory-counts'

/** Each figure's noun, in the form its count takes ('12 bendruomenių', '12 communities'). */
const figures: { directory: DirectoryKey; noun: (inputs: { count: number }) => string }[] = [
  { directory: 'communities', noun: m.figures_communities },
  { directory: 'schools', noun: m.figures_schools },
  { directory: 'collectives', noun: m.figures_collectives },
  { directory: 'sports', noun: m.figures_sports },
]

/** The home and About pages' figures: what the directory lists, counted from its published entries. */
export function DirectoryFigures() {
  const counts = useDirectoryCounts()
  return (
    <figure className="mx-auto mt-10 max-w-3xl">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map(({ directory, noun }) => (
          <div key={directory} className="flex flex-col-reverse rounded-lg bg-white/10 px-4 py-3">
            <dt className="text-sm text-brand-50">{noun({ count: counts ? counts[directory] : 0 })}</dt>
            <dd data-figure="counted" className="text-3xl font-bold">
              {counts ? counts[directory] : '…'}
            </dd>
          </div>
        ))}
      </dl>
      <figcaption className="mt-3 text-sm text-brand-50">{m.figures_note()}</figcaption>
    </figure>
  )
}
