import { paths } from '@/app/paths'
import { distinctCount, figure, sumOf } from '@/components/directory/hero-figures'
import { communitiesDirectory } from '@/features/directory/definitions/communities'
import type { DirectoryListDefinition } from '@/features/directory/list/list-definition'
import { pluralize } from '@/lib/plural'
import { CommunityCard } from './components/community-card'

/** The communities directory's list page. */
export const communitiesList: DirectoryListDefinition<'communities'> = {
  directory: 'communities',
  path: paths.communities.list,
  head: {
    title: 'Bendruomenės',
    description: 'Lietuvių bendruomenės Jungtinėje Karalystėje: ieškokite pagal pavadinimą, miestą ar tipą ir susisiekite su artimiausia.',
  },
  hero: {
    title: 'Lietuvių bendruomenės JK',
    lead: 'Raskite artimiausią lietuvių bendruomenę: šventės, lietuviška mokykla vaikams, pagalba ir draugai.',
    figures: (items) => [
      figure('Bendruomenių', items.length),
      figure('Miestų', distinctCount(items.map((c) => c.location))),
      figure('Narių (bendruomenių duomenimis)', sumOf(items.map((c) => c.members))),
    ],
  },
  search: { placeholder: 'Pavadinimas, miestas ar veikla', fields: communitiesDirectory.search.fields },
  filters: [
    { param: 'vieta', label: 'Vietovė', allLabel: 'Visos vietovės', valueOf: (c) => c.location },
    {
      param: 'tipas',
      label: 'Tipas',
      allLabel: 'Visos',
      valueOf: (c) => c.type,
      choices: [
        { value: 'pagrindine', label: 'Pagrindinės' },
        { value: 'regionine', label: 'Regioninės' },
      ],
    },
  ],
  countLine: (shown, total) => `Rodoma: ${shown} iš ${total} ${pluralize(total, { one: 'bendruomenės', few: 'bendruomenių', other: 'bendruomenių' })}`,
  emptyTitle: 'Bendruomenių nerasta',
  keyOf: (c) => c.id,
  near: { nameOf: (c) => c.name },
  card: (c) => <CommunityCard community={c} />,
}
