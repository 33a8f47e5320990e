import { paths } from '@/app/paths'
import { mediaDirectory } from '@/features/directory/definitions/media'
import type { DirectoryListDefinition } from '@/features/directory/list/list-definition'
import { pluralize } from '@/lib/plural'
import { MediaCard } from './components/media-card'

/** The media directory's list page. */
export const mediaList: DirectoryListDefinition<'media'> = {
  directory: 'media',
  path: paths.media,
  head: { title: 'Žiniasklaida', description: 'Lietuviška žiniasklaida Jungtinėje Karalystėje: naujienų portalai, žurnalai ir radijo stotys.' },
  hero: { title: 'Lietuviška žiniasklaida JK', lead: 'Portalai, žurnalai ir radijas lietuvių kalba – naujienos iš bendruomenės ir Lietuvos.' },
  search: { placeholder: 'Pavadinimas arba kategorija', fields: mediaDirectory.search.fields },
  filters: [
    {
      param: 'kategorija',
      label: 'Kategorija',
      allLabel: 'Visos kategorijos',
      valueOf: (m) => m.category,
      choices: ['Portalai', 'Žurnalai', 'Radijo stotys'].map((value) => ({ value, label: value })),
    },
  ],
  countLine: (shown) =>
    `Rasta ${shown} ${pluralize(shown, { one: 'žiniasklaidos priemonė', few: 'žiniasklaidos priemonės', other: 'žiniasklaidos priemonių' })}`,
  emptyTitle: 'Žiniasklaidos priemonių nerasta',
  keyOf: (m) => m.id,
  card: (m) => <MediaCard outlet={m} />,
}
