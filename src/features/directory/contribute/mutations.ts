import { useMutation } from '@tanstack/react-query'
import type { DirectoryKey } from '../entry'
import type { EntryPublicField } from '../entry-field-labels'
import { refusalInPageLanguage } from '@/lib/database-refusal'
import { m } from '@/paraglide/messages'
import { supabase } from '@/lib/supabase/client'

export type EntryRef = { directory: DirectoryKey; slug: string }

/**
 * The database's words for a refusal (plain text, 10 a day), else a general message. The
 * database words its refusals in Lithuanian: an English page says what kind of refusal it was.
 */
export function contributionErrorMessage(error: unknown): string {
  const byCode = { PT429: m.directories_contribute_refused_limit, PT422: m.directories_contribute_refused_form, PT403: m.directories_contribute_refused_not_allowed }
  return refusalInPageLanguage(error, { byCode }) ?? m.directories_contribute_send_failed()
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
