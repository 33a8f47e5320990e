import { pluralize, type NounForms } from '@/lib/plural'
import type { DirectoryKey } from '../entry'
import { useDirectoryCounts } from './use-directory-counts'

const figures: { directory: DirectoryKey; forms: NounForms }[] = [
  { directory: 'communities', forms: { one: 'bendruomenė', few: 'bendruomenės', other: 'bendruomenių' } },
  { directory: 'schools', forms: { one: 'lituanistinė mokykla ar darželis', few: 'lituanistinės mokyklos ir darželiai', other: 'lituanistinių mokyklų ir darželių' } },
  { directory: 'collectives', forms: { one: 'meno kolektyvas', few: 'meno kolektyvai', other: 'meno kolektyvų' } },
  { directory: 'sports', forms: { one: 'sporto organizacija', few: 'sporto organizacijos', other: 'sporto organizacijų' } },
]

/** The home and About pages' figures: what the directory lists, counted from its published entries. */
export function DirectoryFigures() {
  const counts = useDirectoryCounts()
  return (
    <figure className="mx-auto mt-10 max-w-3xl">
      <dl className="grid grid-cols-2 gap-4 sm:grid-cols-4">
        {figures.map(({ directory, forms }) => (
          <div key={directory} className="flex flex-col-reverse rounded-lg bg-white/10 px-4 py-3">
            <dt className="text-sm text-brand-50">{counts ? pluralize(counts[directory], forms) : forms.other}</dt>
            <dd data-figure="counted" className="text-3xl font-bold">
              {counts ? counts[directory] : '…'}
            </dd>
          </div>
        ))}
      </dl>
      <figcaption className="mt-3 text-sm text-brand-50">Skaičiuojami kataloge paskelbti įrašai.</figcaption>
    </figure>
  )
}
