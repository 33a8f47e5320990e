import { paths } from '@/app/paths'
import { m } from '@/paraglide/messages'

/** A label is a message, read as the page renders, in the page's language. */
export type NavLinkItem = { to: string; label: () => string }
export type NavGroup = { label: () => string; links: readonly NavLinkItem[] }

/** The site navigation: two menu groups and two top-level links ('Renginiai' highlighted). */
export const navGroups: readonly NavGroup[] = [
  {
    label: m.nav_group_community,
    links: [
      { to: paths.about, label: m.nav_about },
      { to: paths.communities.list, label: m.nav_communities },
      { to: paths.collectives.list, label: m.nav_collectives },
      { to: paths.sports.list, label: m.nav_sports },
    ],
  },
  {
    label: m.nav_group_education,
    links: [
      { to: paths.schools.list, label: m.nav_schools },
      { to: paths.studentSocieties, label: m.nav_student_societies },
      { to: paths.business, label: m.nav_business },
      { to: paths.media, label: m.nav_media },
    ],
  },
]

export const topLinks: readonly NavLinkItem[] = [
  { to: paths.essentialInfo, label: m.nav_essential_info },
  { to: paths.events, label: m.nav_events },
]
