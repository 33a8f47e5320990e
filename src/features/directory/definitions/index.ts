import type { DirectoryKey } from '../entry'
import { businessesDirectory } from './businesses'
import { collectivesDirectory } from './collectives'
import { communitiesDirectory } from './communities'
import { mediaDirectory } from './media'
import { schoolsDirectory } from './schools'
import { sportsDirectory } from './sports'
import { studentSocietiesDirectory } from './student-societies'

/** Every directory, by key. */
export const directories = {
  communities: communitiesDirectory,
  collectives: collectivesDirectory,
  sports: sportsDirectory,
  schools: schoolsDirectory,
  student_societies: studentSocietiesDirectory,
  media: mediaDirectory,
  businesses: businessesDirectory,
} as const satisfies { [Key in DirectoryKey]: { directory: Key } }

export type DirectoryItem<Key extends DirectoryKey> = NonNullable<ReturnType<(typeof directories)[Key]['fromEntry']>>
