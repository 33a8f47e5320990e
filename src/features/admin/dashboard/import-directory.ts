import { embeddedRows } from '@/features/directory/embedded-rows'
import { supabase } from '@/lib/supabase/client'
import type { TablesInsert } from '@/lib/supabase/database.types'

export const IMPORT_BATCH_SIZE = 50

export type ImportResult = { added: number }

/**
 * Adds, published, every embedded directory entry the database does not have yet (same
 * directory and slug), 50 to a request. The database skips a pair it already has, so an entry
 * an administrator edited, unpublished or archived stays exactly as it is.
 */
export async function importDirectory(rows: readonly TablesInsert<'directory_entries'>[] = embeddedRows()): Promise<ImportResult> {
  let added = 0
  for (let start = 0; start < rows.length; start += IMPORT_BATCH_SIZE) {
    const { data } = await supabase
      .from('directory_entries')
      .upsert(rows.slice(start, start + IMPORT_BATCH_SIZE), { onConflict: 'directory,slug', ignoreDuplicates: true })
      .select('id')
      .throwOnError()
    // Only the rows inserted come back; the skipped ones do not.
    added += data?.length ?? 0
  }
  return { added }
}
