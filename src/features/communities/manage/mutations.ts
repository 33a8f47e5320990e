import { useMutation, useQueryClient } from '@tanstack/react-query'
import type { PostgrestError } from '@supabase/supabase-js'
import { getLocale } from '@/lib/i18n/locale'
import { supabase } from '@/lib/supabase/client'
import { m } from '@/paraglide/messages'
import { communityRefusal, refusalInEnglish } from '../refusal'
import type { EntryFacts, FactField } from './entry-fields'
import { managedEntryQueries } from './queries'

/** The database's words for a refused change (plain text, a field managers may not touch), else a general one; in the page's language. */
export function saveErrorMessage(error: unknown): string {
  const refusal = communityRefusal(error)
  if (refusal) return refusal
  const { code, message } = (error ?? {}) as Partial<PostgrestError>
  // The managers' trigger refuses a field they may not change in Lithuanian, as 42501.
  if (code === '42501' && message) return getLocale() === 'en' ? (refusalInEnglish(error) ?? m.communities_save_failed()) : message
  if (code === '23502') return m.communities_save_name_required()
  if (code === '23514') return m.communities_save_value_invalid()
  return m.communities_save_failed()
}

async function saveField({ id, field, value }: { id: string; field: FactField; value: string }) {
  const change: Partial<EntryFacts> = { [field]: value === '' ? null : value }
  const { data } = await supabase.from('directory_entries').update(change).eq('id', id).select('id').throwOnError()
  if (data.length === 0) throw new Error('not changed')
}

/** Saves one fact of an entry the member manages; every change lands in the audit trail. */
export function useSaveEntryField() {
  const queryClient = useQueryClient()
  return useMutation({ mutationFn: saveField, onSettled: () => queryClient.invalidateQueries({ queryKey: managedEntryQueries.all() }) })
}
