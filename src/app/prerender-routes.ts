import { paths } from '@/app/paths'
import { communities } from '@/data/communities'

/** Every public page written out as static HTML, and listed in sitemap.xml. */
export function listPrerenderRoutes(): string[] {
  return [
    paths.home,
    paths.about,
    paths.communities.list,
    ...communities.map((c) => paths.communities.detail(c.id)),
    paths.collectives.list,
    paths.sports.list,
    paths.schools.list,
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
  ]
}
