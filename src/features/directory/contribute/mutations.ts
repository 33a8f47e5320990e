import { useMutation } from '@tanstack/react-query'
import type { DirectoryKey } from '../entry'
import type { EntryPublicField } from '../entry-field-labels'
import { databaseRefusal } from '@/lib/database-refusal'
import { getLocale } from '@/lib/i18n/locale'
import { m } from '@/paraglide/messages'
import { supabase } from '@/lib/supabase/client'

export type EntryRef = { directory: DirectoryKey; slug: string }

/**
 * The database's words for a refusal (plain text, 10 a day), else a general message. The
 * database words its refusals in Lithuanian: an English page says what kind of refusal it was.
 */
export function contributionErrorMessage(error: unknown): string {
  const refusal = databaseRefusal(error)
  if (refusal === null) return m.directories_contribute_send_failed()
  if (getLocale() === 'lt') return refusal
  const { code } = error as { code: string }
  if (code === 'PT429') return m.directories_contribute_refused_limit()
  if (code === 'PT422') return m.directories_contribute_refused_form()
  return m.directories_contribute_refused_not_allowed()
}

async function entryId({ directory, slug }: EntryRef): Promise<string> {
  const { data } = await supabase.from('directory_entries').select('id').eq('directory', directory).eq('slug', slug).maybeSingle().throwOnError()
  if (!data) throw new Error('Įrašas nerastas')
  return data.id
}

async function proposeCorrection({ entry, changes, note }: { entry: EntryRef; changes: Partial<Record<EntryPublicField, string | null>>; note: string }) {
  await supabase.from('entry_corrections').insert({ entry_id: await entryId(entry), changes, note }).throwOnError()
}

async function claimEntry({ entry, role, verification }: { entry: EntryRef; role: string; verification: string }) {
  await supabase.from('entry_claims').insert({ entry_id: await entryId(entry), role, verification }).throwOnError()
}

/** 'Pasiūlyti pataisymą': the changed fields and a note, for an administrator to apply. */
export function useProposeCorrection() {
  return useMutation({ mutationFn: proposeCorrection })
}

/** 'Tai mūsų organizacija': approved, the member manages the entry. */
export function useClaimEntry() {
  return useMutation({ mutationFn: claimEntry })
}
