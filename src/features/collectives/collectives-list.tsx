import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { distinctCount, figure, sumOf } from '@/components/directory/hero-figures'
import { buttonVariants } from '@/components/ui/button'
import { collectiveTypeLabels } from '@/features/collectives/collective'
import { collectivesDirectory } from '@/features/directory/definitions/collectives'
import type { DirectoryListDefinition } from '@/features/directory/list/list-definition'
import { pluralize } from '@/lib/plural'
import { CollectiveCard } from './components/collective-card'

/** The collectives directory's list page. */
export const collectivesList: DirectoryListDefinition<'collectives'> = {
  directory: 'collectives',
  path: paths.collectives.list,
  head: {
    title: 'Kolektyvai',
    description: 'Lietuvių chorai, tautinių šokių ir meno kolektyvai Jungtinėje Karalystėje: repeticijos, koncertai ir kontaktai.',
  },
  hero: {
    title: 'Meno kolektyvai',
    lead: 'Chorai, tautinių šokių ansambliai, teatrai ir dailės studijos – prisijunkite prie lietuviškos kūrybos.',
    figures: (items) => [
      figure('Kolektyvų', items.length),
      figure('Dalyvių', sumOf(items.map((c) => c.members))),
      figure('Miestų', distinctCount(items.map((c) => c.location))),
    ],
    extra: (
      <>
        <Link to={`${paths.about}#susisiekite`} className={buttonVariants({ variant: 'accent', className: 'mt-8' })}>
          Registruoti kolektyvą
        </Link>
        <p className="mt-2 text-sm text-brand-50">Kolektyvus į katalogą įtraukiame gavę jūsų žinutę per kontaktų formą.</p>
      </>
    ),
  },
  search: { placeholder: 'Pavadinimas, vadovas, miestas', fields: collectivesDirectory.search.fields },
  filters: [
    { param: 'vieta', label: 'Vietovė', allLabel: 'Visos vietovės', valueOf: (c) => c.location },
    {
      param: 'tipas',
      label: 'Tipas',
      allLabel: 'Visi',
      valueOf: (c) => c.type,
      choices: (['sokiai', 'chorai', 'menas', 'sportas', 'verslas'] as const).map((value) => ({ value, label: collectiveTypeLabels[value] })),
    },
  ],
  countLine: (shown, total) => `Rodoma: ${shown} iš ${total} ${pluralize(total, { one: 'kolektyvo', few: 'kolektyvų', other: 'kolektyvų' })}`,
  emptyTitle: 'Kolektyvų nerasta',
  keyOf: (c) => c.id,
  near: { nameOf: (c) => c.name },
  card: (c) => <CollectiveCard collective={c} />,
}
