import { useMutation } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { classifiedRefusal } from '../refusal'

/** The database's words for what it refuses (plain text, daily limits; in English on English pages), else `fallback`. */
export function contactErrorMessage(error: unknown, fallback: string): string {
  return classifiedRefusal(error) ?? fallback
}

async function reply({ classifiedId, body }: { classifiedId: string; body: string }) {
  await supabase.from('classified_replies').insert({ classified_id: classifiedId, body }).throwOnError()
}

/** A reply through the portal: only the poster (and the replier) read it. */
export function useReplyToClassified() {
  return useMutation({ mutationFn: reply })
}
