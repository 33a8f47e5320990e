import { supabase } from '@/lib/supabase/client'
import type { Tables } from '@/lib/supabase/database.types'

/** A classified as an administrator reads it to decide: everything that is or would be public. */
export type ModeratedClassified = Pick<
  Tables<'classifieds'>,
  'id' | 'title' | 'body' | 'category' | 'price' | 'town' | 'author_name' | 'contact' | 'contact_email' | 'status' | 'hidden_at' | 'created_at'
>

/** One report; who reported it is not shown. */
export type ClassifiedReport = { id: string; reason: string; details: string; created_at: string }

/** A classified with the reports still open against it, oldest first. */
export type ReportedClassified = ModeratedClassified & { reports: ClassifiedReport[] }

const classifiedColumns = 'id, title, body, category, price, town, author_name, contact, contact_email, status, hidden_at, created_at'

/** Classifieds waiting for approval, oldest first, so none waits behind newer ones. */
export async function fetchPendingClassifieds(): Promise<ModeratedClassified[]> {
  const { data } = await supabase.from('classifieds').select(classifiedColumns).eq('status', 'pending').order('created_at').throwOnError()
  return data
}

/**
 * Classifieds with open reports, and any still hidden (the third report hid it), each with its
 * open reports: hidden ones first, as they are off the site, then by their oldest report.
 * Two reads: the data API embeds no resources.
 */
export async function fetchReportedClassifieds(): Promise<ReportedClassified[]> {
  const { data: reports } = await supabase
    .from('content_reports')
    .select('id, target_id, reason, note, created_at')
    .eq('target_kind', 'classified')
    .eq('status', 'open')
    .order('created_at')
    .throwOnError()
  // A Map keeps insertion order: the classifieds in order of their oldest open report.
  const reportsOf = new Map<string, ClassifiedReport[]>()
  for (const { target_id, note, ...report } of reports) reportsOf.set(target_id, [...(reportsOf.get(target_id) ?? []), { ...report, details: note ?? '' }])
  const reportedIds = [...reportsOf.keys()]
  const filter = reportedIds.length > 0 ? `hidden_at.not.is.null,id.in.(${reportedIds.join(',')})` : 'hidden_at.not.is.null'
  const { data: classifieds } = await supabase.from('classifieds').select(classifiedColumns).or(filter).throwOnError()
  const rank = (id: string) => (reportsOf.has(id) ? reportedIds.indexOf(id) : reportedIds.length)
  return classifieds
    .map((classified) => ({ ...classified, reports: reportsOf.get(classified.id) ?? [] }))
    .sort((a, b) => Number(b.hidden_at !== null) - Number(a.hidden_at !== null) || rank(a.id) - rank(b.id))
}

/** How many classifieds wait for approval (a count only, no rows). */
export async function countPendingClassifieds(): Promise<number> {
  const { count } = await supabase.from('classifieds').select('id', { count: 'exact', head: true }).eq('status', 'pending').throwOnError()
  return count ?? 0
}

/** How many classifieds have open reports: reports are counted per classified, not one by one. */
export async function countReportedClassifieds(): Promise<number> {
  const { data } = await supabase.from('content_reports').select('target_id').eq('target_kind', 'classified').eq('status', 'open').throwOnError()
  return new Set(data.map((report) => report.target_id)).size
}
