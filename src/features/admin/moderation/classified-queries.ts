import { supabase } from '@/lib/supabase/client'
import type { Tables } from '@/lib/supabase/database.types'

/** A classified as an administrator reads it to decide: everything that is or would be public. */
export type ModeratedClassified = Pick<
  Tables<'classifieds'>,
  'id' | 'title' | 'body' | 'category' | 'price' | 'town' | 'author_name' | 'contact' | 'contact_email' | 'status' | 'hidden_at' | 'created_at'
>

const classifiedColumns = 'id, title, body, category, price, town, author_name, contact, contact_email, status, hidden_at, created_at'

/** Classifieds waiting for approval, oldest first, so none waits behind newer ones. */
export async function fetchPendingClassifieds(): Promise<ModeratedClassified[]> {
  const { data } = await supabase.from('classifieds').select(classifiedColumns).eq('status', 'pending').order('created_at').throwOnError()
  return data
}

/** How many classifieds wait for approval (a count only, no rows). */
export async function countPendingClassifieds(): Promise<number> {
  const { count } = await supabase.from('classifieds').select('id', { count: 'exact', head: true }).eq('status', 'pending').throwOnError()
  return count ?? 0
}
