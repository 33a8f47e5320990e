import { paths } from '@/app/paths'

export type NavLinkItem = { to: string; label: string }
export type NavGroup = { label: string; links: readonly NavLinkItem[] }

/** The site navigation: two menu groups and two top-level links ('Renginiai' highlighted). */
export const navGroups: readonly NavGroup[] = [
  {
    label: 'Bendruomenė',
    links: [
      { to: paths.about, label: 'Apie mus' },
      { to: paths.communities.list, label: 'Bendruomenės' },
      { to: paths.collectives.list, label: 'Kolektyvai' },
      { to: paths.sports.list, label: 'Sportas' },
    ],
  },
  {
    label: 'Švietimas',
    links: [
      { to: paths.schools.list, label: 'Lituanistinis mokymas' },
      { to: paths.studentSocieties, label: 'Studentų organizacijos' },
      { to: paths.business, label: 'Verslas' },
      { to: paths.media, label: 'Žiniasklaida' },
    ],
  },
]

export const topLinks: readonly NavLinkItem[] = [
  { to: paths.essentialInfo, label: 'Svarbi informacija' },
  { to: paths.events, label: 'Renginiai' },
]
