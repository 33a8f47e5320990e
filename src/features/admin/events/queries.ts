import { queryOptions } from '@tanstack/react-query'
import { supabase } from '@/lib/supabase/client'
import { adminQueries } from '../access/queries'

/** An approved event as the translation list shows it. */
export type ApprovedEvent = { id: string; slug: string; title: string; starts_at: string }

/** The approved events that have not ended, soonest first: those whose English page a reader may still look for. */
async function fetchComingEvents(): Promise<ApprovedEvent[]> {
  const { data } = await supabase
    .from('events')
    .select('id, slug, title, starts_at')
    .eq('status', 'approved')
    .gte('ends_at', new Date().toISOString())
    .order('starts_at')
    .throwOnError()
  return data
}

export const approvedEventQueries = {
  all: () => [...adminQueries.all(), 'approved-events'] as const,
  coming: () => queryOptions({ queryKey: approvedEventQueries.all(), queryFn: fetchComingEvents }),
}
