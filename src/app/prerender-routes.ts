import { paths } from '@/app/paths'
import { collectives } from '@/data/collectives'
import { communities } from '@/data/communities'
import { schools } from '@/data/schools'
import { sportsClubs } from '@/data/sports'
import { slugify } from '@/lib/slug'

/** Every public page written out as static HTML, and listed in sitemap.xml. */
export function listPrerenderRoutes(): string[] {
  return [
    paths.home,
    paths.about,
    paths.communities.list,
    ...communities.map((c) => paths.communities.detail(c.id)),
    paths.collectives.list,
    ...collectives.map((c) => paths.collectives.detail(slugify(c.name))),
    paths.sports.list,
    ...sportsClubs.map((s) => paths.sports.detail(s.slug)),
    paths.schools.list,
    ...schools.map((s) => paths.schools.detail(s.id)),
    paths.studentSocieties,
    paths.media,
    paths.business,
    paths.travel,
    paths.events,
    paths.news,
    paths.classifieds,
    paths.essentialInfo,
    paths.chat,
    paths.accessibility,
    paths.privacy,
  ]
}

/** Prerendered like the public pages but left out of sitemap.xml: not for search engines. */
export function listUnlistedPrerenderRoutes(): string[] {
  return [paths.reference]
}

/** The layout-only page the benchmark measures every route against. */
export const referenceRoute = paths.reference
