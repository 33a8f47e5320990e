import { paths } from '@/app/paths'
import { distinctCount, figure, sumOf } from '@/components/directory/hero-figures'
import { sportsDirectory } from '@/features/directory/definitions/sports'
import type { DirectoryListDefinition } from '@/features/directory/list/list-definition'
import { pluralize } from '@/lib/plural'
import { SportsCard } from './components/sports-card'

/** The sports directory's list page: six clubs at a time. */
export const sportsList: DirectoryListDefinition<'sports'> = {
  directory: 'sports',
  path: paths.sports.list,
  head: {
    title: 'Sportas',
    description: 'Lietuvių sporto klubai, komandos ir federacijos Jungtinėje Karalystėje: krepšinis, futbolas, bėgimas ir kt.',
  },
  hero: {
    title: 'Lietuvių sportas JK',
    lead: 'Krepšinis, futbolas, bėgimas, šachmatai ir kitos sporto šakos – raskite komandą savo mieste.',
    figures: (items) => [
      figure('Organizacijų', items.length),
      figure('Sportininkų', sumOf(items.map((s) => s.members))),
      figure('Sporto šakų', distinctCount(items.map((s) => s.sport))),
      figure('Pasiekimų', sumOf(items.map((s) => s.achievements.length))),
    ],
  },
  search: { placeholder: 'Pavadinimas, sporto šaka, miestas', fields: sportsDirectory.search.fields },
  filters: [{ param: 'vieta', label: 'Vietovė', allLabel: 'Visos vietovės', valueOf: (s) => s.location }],
  countLine: (shown) => `Rasta ${shown} ${pluralize(shown, { one: 'sporto organizacija', few: 'sporto organizacijos', other: 'sporto organizacijų' })}`,
  emptyTitle: 'Nerasta sporto organizacijų pagal pasirinktus kriterijus',
  pageSize: 6,
  keyOf: (s) => s.id,
  near: { nameOf: (s) => s.name },
  card: (s) => <SportsCard club={s} />,
}
