import { businesses } from '@/data/businesses'
import { collectives } from '@/data/collectives'
import { communities } from '@/data/communities'
import { mediaOutlets } from '@/data/media-outlets'
import { schools } from '@/data/schools'
import { sportsClubs } from '@/data/sports'
import { studentSocieties } from '@/data/student-societies'
import type { DirectoryItem } from './definitions'
import type { DirectoryKey } from './entry'

/**
 * The sample items the seed is written from (`npm run db:seed:directory`) and the unit tests
 * use. No script of the app imports this: every page reads the published entries.
 */
export const embeddedItems: { [Key in DirectoryKey]: readonly DirectoryItem<Key>[] } = {
  communities,
  collectives,
  sports: sportsClubs,
  schools,
  student_societies: studentSocieties,
  media: mediaOutlets,
  businesses,
}
