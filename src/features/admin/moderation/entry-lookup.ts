import { supabase } from '@/lib/supabase/client'
import type { Tables } from '@/lib/supabase/database.types'

/** An entry as the moderation queue shows it: its name and address, and the public fields a correction compares. */
export type EntrySnapshot = Pick<
  Tables<'directory_entries'>,
  'id' | 'name' | 'slug' | 'directory' | 'summary' | 'description' | 'town' | 'region' | 'address' | 'leader_name' | 'leader_title' | 'email' | 'phone' | 'website' | 'founded'
>

const snapshotColumns = 'id, name, slug, directory, summary, description, town, region, address, leader_name, leader_title, email, phone, website, founded'

/**
 * The entries with these ids, by id, in one read: the data API embeds no resources, so the
 * queue reads the entries beside the rows that name them.
 */
export async function fetchEntriesById(ids: readonly string[]): Promise<Map<string, EntrySnapshot>> {
  const unique = [...new Set(ids)]
  if (unique.length === 0) return new Map()
  const { data } = await supabase.from('directory_entries').select(snapshotColumns).in('id', unique).throwOnError()
  return new Map(data.map((entry) => [entry.id, entry]))
}
