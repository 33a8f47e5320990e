import { paths } from '@/app/paths'
import { distinctCount, figure, sumOf } from '@/components/directory/hero-figures'
import { schoolsDirectory } from '@/features/directory/definitions/schools'
import type { DirectoryListDefinition } from '@/features/directory/list/list-definition'
import { formatCount } from '@/lib/format'
import { pluralize } from '@/lib/plural'
import { SchoolCard } from './components/school-card'
import { schoolKind } from './school-kind'

/** 'Rasta 1 mokykla ar darželis', 'Rasta 3 mokyklos ir darželiai', 'Rasta 12 mokyklų ir darželių'. */
export function schoolCountLine(count: number): string {
  return `Rasta ${count} ${pluralize(count, { one: 'mokykla ar darželis', few: 'mokyklos ir darželiai', other: 'mokyklų ir darželių' })}`
}

/** The schools directory's list page. */
export const schoolsList: DirectoryListDefinition<'schools'> = {
  directory: 'schools',
  path: paths.schools.list,
  head: {
    title: 'Lituanistinis mokymas',
    description:
      'Lituanistinės mokyklos ir lietuviški darželiai Jungtinėje Karalystėje: Londone, Mančesteryje, Škotijoje, Velse, Šiaurės Airijoje ir nuotoliu.',
  },
  hero: {
    title: 'Lituanistinės mokyklos ir darželiai',
    lead: 'Lietuvių kalba, istorija ir tradicijos vaikams – savaitgaliais arba internetu.',
    figures: (items) => [
      figure('Mokyklų ir darželių', items.length),
      figure('Regionų', distinctCount(items.map((s) => s.region))),
      // Schools report their pupils as '150+': the figure adds up the numbers they give.
      { label: 'Mokinių', value: `${formatCount(sumOf(items.map((s) => Number.parseInt(s.students, 10) || 0)))}+` },
    ],
  },
  search: { placeholder: 'Pavadinimas, regionas, direktorius', fields: schoolsDirectory.search.fields },
  filters: [{ param: 'regionas', label: 'Regionas', allLabel: 'Visi regionai', valueOf: (s) => s.region }],
  countLine: schoolCountLine,
  emptyTitle: 'Mokyklų ir darželių nerasta',
  keyOf: (s) => s.id,
  near: { nameOf: (s) => s.name, online: (s) => schoolKind(s) === 'virtual' },
  card: (s) => <SchoolCard school={s} />,
}
