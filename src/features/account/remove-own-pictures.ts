import type { SupabaseClient } from '@supabase/supabase-js'

/** How many of a member's pictures one request lists and removes. */
const PAGE = 100

/** The buckets a member uploads pictures to, each into a folder named with the account's id. */
const pictureBuckets = ['event-images', 'article-images'] as const

/**
 * Removes the member's own pictures (their folder of each picture bucket) before the account is
 * deleted: Storage keeps files that deleting database rows cannot reach. Stops a bucket when a
 * pass removes nothing (RLS would refuse quietly), so it cannot loop. Returns how many it removed.
 */
export async function removeOwnPictures(client: SupabaseClient, userId: string): Promise<number> {
  let removed = 0
  for (const name of pictureBuckets) {
    const bucket = client.storage.from(name)
    for (;;) {
      const { data: files, error } = await bucket.list(userId, { limit: PAGE })
      if (error) throw error
      if (files.length === 0) break
      const { data: gone, error: removeError } = await bucket.remove(files.map((file) => `${userId}/${file.name}`))
      if (removeError) throw removeError
      if (gone.length === 0) break
      removed += gone.length
    }
  }
  return removed
}
