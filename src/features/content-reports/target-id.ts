import { supabase } from '@/lib/supabase/client'
import type { ReportTarget } from './report-target'

/** The reported item is not public (any more): nothing to report. */
export class ReportTargetMissingError extends Error {
  constructor() {
    super('The reported item was not found')
  }
}

/** The id of a row read as the reader may read it, or the missing-target error. */
function found(row: { id: string | null } | null): string {
  if (!row?.id) throw new ReportTargetMissingError()
  return row.id
}

// The published English translation of an item: the one an English page shows.
async function eventTranslation(eventId: string): Promise<string> {
  const { data } = await supabase.from('event_translations').select('id').eq('event_id', eventId).eq('locale', 'en').eq('status', 'published').maybeSingle().throwOnError()
  return found(data)
}

async function articleTranslation(articleId: string): Promise<string> {
  const { data } = await supabase.from('article_translations').select('id').eq('article_id', articleId).eq('locale', 'en').eq('status', 'published').maybeSingle().throwOnError()
  return found(data)
}

async function entryTranslation(entryId: string): Promise<string> {
  const { data } = await supabase.from('entry_translations').select('id').eq('entry_id', entryId).eq('locale', 'en').eq('status', 'published').maybeSingle().throwOnError()
  return found(data)
}

async function eventId(slug: string): Promise<string> {
  const { data } = await supabase.from('event_listings').select('id').eq('slug', slug).maybeSingle().throwOnError()
  return found(data)
}

async function articleId(slug: string): Promise<string> {
  const { data } = await supabase.from('published_articles').select('id').eq('slug', slug).maybeSingle().throwOnError()
  return found(data)
}

async function entryId(directory: string, slug: string): Promise<string> {
  const { data } = await supabase.from('directory_entries').select('id').eq('directory', directory).eq('slug', slug).eq('status', 'published').maybeSingle().throwOnError()
  return found(data)
}

/** The reported row's id: given, or looked up by the page's address as a visitor reads it. */
export async function targetId(target: ReportTarget): Promise<string> {
  if ('id' in target) return target.id
  if ('eventSlug' in target) {
    const id = await eventId(target.eventSlug)
    return target.kind === 'event' ? id : eventTranslation(id)
  }
  if ('articleSlug' in target) {
    const id = await articleId(target.articleSlug)
    return target.kind === 'article' ? id : articleTranslation(id)
  }
  const id = await entryId(target.directory, target.entrySlug)
  return target.kind === 'entry_text' ? id : entryTranslation(id)
}
