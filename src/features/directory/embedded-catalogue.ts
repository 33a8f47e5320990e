import { collectives } from '@/data/collectives'
import { communities } from '@/data/communities'
import { schools } from '@/data/schools'
import { sportsClubs } from '@/data/sports'
import type { Catalogue } from './live/load-catalogue'

/** The catalogue compiled into the app: what search and the assistant use until the published entries arrive. */
export const embeddedCatalogue: Catalogue = { communities, collectives, sports: sportsClubs, schools }
