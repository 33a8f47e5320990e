import type { DirectoryKey, Directory } from '../entry'
import type { DirectoryItem } from '../definitions'

/**
 * Each directory's definition, loaded on its own when a page first revalidates: the definitions
 * bring zod, which stays out of the public pages' first load.
 */
export const definitionLoaders: { [Key in DirectoryKey]: () => Promise<Directory<DirectoryItem<Key>, Key>> } = {
  communities: () => import('../definitions/communities').then((module) => module.communitiesDirectory),
  collectives: () => import('../definitions/collectives').then((module) => module.collectivesDirectory),
  sports: () => import('../definitions/sports').then((module) => module.sportsDirectory),
  schools: () => import('../definitions/schools').then((module) => module.schoolsDirectory),
  student_societies: () => import('../definitions/student-societies').then((module) => module.studentSocietiesDirectory),
  media: () => import('../definitions/media').then((module) => module.mediaDirectory),
  businesses: () => import('../definitions/businesses').then((module) => module.businessesDirectory),
}
