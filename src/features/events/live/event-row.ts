import { categoryImage, type Event, type EventRegion } from '@/data/event-details'
import { env } from '@/lib/env'
import { organiserPath, type OrganiserLink } from '../organiser-path'
import { summaryFromRow } from './summary-row'

/** An approved event as the data API answers a public read (the columns of `eventColumns`). */
export type EventRow = {
  slug: string
  title: string
  description: string
  category: string
  starts_at: string
  ends_at: string
  all_day: boolean
  venue: string | null
  town: string
  region: string
  organiser_name: string | null
  /** The organiser when it is a directory entry (read separately: see `loadOrganisers`). */
  organiser_entry_id: string | null
  link: string | null
  registration_email: string | null
  price: number | string | null
  expected_attendees: number | null
  image_path: string | null
  featured: boolean
}

export const eventColumns =
  'slug,title,description,category,starts_at,ends_at,all_day,venue,town,region,organiser_name,organiser_entry_id,link,registration_email,price,expected_attendees,image_path,featured'

/** Where a stored event picture is served (the public event-images bucket). */
export const eventImageUrl = (path: string) => `${env.supabaseUrl}/storage/v1/object/public/event-images/${path.split('/').map(encodeURIComponent).join('/')}`

/** Directory entries named as organisers, by id. */
export type Organisers = ReadonlyMap<string, OrganiserLink>

function organiserOf({ organiser_entry_id: id, organiser_name: name }: EventRow, organisers: Organisers): Pick<Event, 'organiser' | 'organiserPath'> {
  const entry = id ? organisers.get(id) : undefined
  // An entry that is no longer published is not read, so its event names no organiser.
  return entry ? { organiser: entry.name, organiserPath: organiserPath(entry) } : { organiser: name ?? undefined }
}

/** A stored event as the pages, its JSON-LD and calendar files show it, in UK time. */
export function eventFromRow(row: EventRow, organisers: Organisers = new Map()): Event {
  const summary = summaryFromRow(row)
  return {
    ...summary,
    address: row.venue ?? undefined,
    region: row.region as EventRegion,
    attendees: row.expected_attendees ?? undefined,
    description: row.description,
    // numeric comes as a JSON number from PostgREST; a string is tolerated, never trusted blindly.
    price: row.price === null ? null : Number(row.price),
    ...organiserOf(row, organisers),
    link: row.link ?? undefined,
    image: row.image_path ? eventImageUrl(row.image_path) : categoryImage[summary.category],
  }
}
