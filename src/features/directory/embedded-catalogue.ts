import { collectives } from '@/data/collectives'
import { communities } from '@/data/communities'
import { schools } from '@/data/schools'
import { sportsClubs } from '@/data/sports'
import type { Catalogue } from './live/load-catalogue'

/** The sample directories as a catalogue: the fixture the search and assistant tests run on (no page imports it). */
export const embeddedCatalogue: Catalogue = { communities, collectives, sports: sportsClubs, schools }
