import type { EntryFields, PublicEntry } from '@/features/directory/entry'
import type { Tables } from '@/lib/supabase/database.types'

/** A published entry as the public pages read it, from a definition's fields (and a place, if it has one). */
export const publishedEntry = (directory: string, fields: EntryFields, index = 0, place: Pick<PublicEntry, 'postcode' | 'latitude' | 'longitude'> | null = null): PublicEntry => ({
  ...fields,
  id: `${directory}-${fields.slug}`,
  directory,
  sort_order: index + 1,
  last_verified_at: null,
  updated_at: '2026-11-25T00:00:00Z',
  logo_path: null,
  postcode: place?.postcode ?? null,
  latitude: place?.latitude ?? null,
  longitude: place?.longitude ?? null,
})

/** A whole `directory_entries` row as the admin editor reads it. */
export const entryRow = (patch: Partial<Tables<'directory_entries'>> = {}): Tables<'directory_entries'> => ({
  id: patch.slug ?? 'id',
  directory: 'schools',
  slug: 'slug',
  status: 'published',
  sort_order: 0,
  name: 'Įrašas',
  summary: null,
  description: null,
  town: null,
  region: null,
  address: null,
  leader_name: null,
  leader_title: null,
  email: null,
  phone: null,
  website: null,
  founded: null,
  postcode: null,
  latitude: null,
  longitude: null,
  location_precision: null,
  details: {},
  logo_path: null,
  last_verified_at: null,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
  updated_by: null,
  ...patch,
})
