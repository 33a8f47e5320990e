import type { SupabaseClient } from '@supabase/supabase-js'

/** How many of a member's pictures one request lists and removes. */
const PAGE = 100

/**
 * Removes the member's own event pictures (their folder of the event-images bucket) before the
 * account is deleted: Storage keeps files that deleting database rows cannot reach, and the
 * folder is named with the account's id. Stops when a pass removes nothing (RLS would refuse
 * quietly), so it cannot loop.
 */
export async function removeOwnEventImages(client: SupabaseClient, userId: string): Promise<number> {
  const bucket = client.storage.from('event-images')
  let removed = 0
  for (;;) {
    const { data: files, error } = await bucket.list(userId, { limit: PAGE })
    if (error) throw error
    if (files.length === 0) return removed
    const { data: gone, error: removeError } = await bucket.remove(files.map((file) => `${userId}/${file.name}`))
    if (removeError) throw removeError
    if (gone.length === 0) return removed
    removed += gone.length
  }
}
