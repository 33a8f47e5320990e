import { useMutation } from '@tanstack/react-query'
import type { PostgrestError } from '@supabase/supabase-js'
import { supabase } from '@/lib/supabase/client'
import { m } from '@/paraglide/messages'
import { classifiedRefusal } from '../refusal'
import type { ClassifiedReportReason } from '../report-reasons'

/** The database's words for what it refuses (plain text, daily limits; in English on English pages), else `fallback`. */
export function contactErrorMessage(error: unknown, fallback: string): string {
  const refusal = classifiedRefusal(error)
  if (refusal) return refusal
  if ((error as Partial<PostgrestError> | null)?.code === '23505') return m.classifieds_already_reported()
  return fallback
}

async function reply({ classifiedId, body }: { classifiedId: string; body: string }) {
  await supabase.from('classified_replies').insert({ classified_id: classifiedId, body }).throwOnError()
}

async function report({ classifiedId, reason, details }: { classifiedId: string; reason: ClassifiedReportReason; details: string }) {
  await supabase.from('content_reports').insert({ target_kind: 'classified', target_id: classifiedId, reason, note: details.trim() || null }).throwOnError()
}

/** A reply through the portal: only the poster (and the replier) read it. */
export function useReplyToClassified() {
  return useMutation({ mutationFn: reply })
}

/** 'Pranešti': the third member's report hides the classified until an administrator decides. */
export function useReportClassified() {
  return useMutation({ mutationFn: report })
}
