import { queryOptions, useQuery } from '@tanstack/react-query'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { messages } from '@/lib/messages'
import { supabase } from '@/lib/supabase/client'
import { formatUkDateTime } from '@/lib/uk-time'
import { adminMessages } from '../messages'
import { dashboardQueries } from './queries'

/** A public page whose last render failed (public.page_render_failures, administrators only). */
export type PageFailure = { path: string; error: string; source: string; failed_at: string }

async function fetchPageFailures(): Promise<PageFailure[]> {
  const { data } = await supabase.from('page_render_failures').select('path, error, source, failed_at').order('failed_at', { ascending: false }).limit(50).throwOnError()
  return data ?? []
}

export const pageFailuresQuery = () => queryOptions({ queryKey: [...dashboardQueries.all(), 'page-failures'], queryFn: fetchPageFailures, retry: false })

/** An error's first line: its message, without the stack the build or the server kept with it. */
const firstLine = (error: string) => error.split('\n', 1)[0] ?? ''

/**
 * The public pages the build or the site's server could not render, each with its address, its
 * error and when: the rest of the site goes on, and a page leaves the list once it renders.
 */
export function PageFailures() {
  const failures = useQuery(pageFailuresQuery())
  const text = adminMessages.pageFailures
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">{text.heading}</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {failures.isPending ? (
          <p role="status">{messages.loading}</p>
        ) : failures.isError ? (
          <p role="alert">{text.loadFailed}</p>
        ) : failures.data.length === 0 ? (
          <p className="text-sm text-slate-700">{text.none}</p>
        ) : (
          <>
            <p className="text-sm text-slate-700">{text.note}</p>
            <ul aria-label={text.heading} className="space-y-3 text-sm">
              {failures.data.map((failure) => (
                <li key={failure.path} className="space-y-1 rounded-lg border border-slate-200 p-3">
                  <p className="flex flex-wrap items-center gap-2">
                    <Badge variant="destructive">{text.source[failure.source] ?? failure.source}</Badge>
                    <span className="font-mono font-medium [overflow-wrap:anywhere]">{failure.path}</span>
                  </p>
                  <p className="text-slate-700">{text.when(formatUkDateTime(failure.failed_at))}</p>
                  <p className="font-mono text-xs [overflow-wrap:anywhere] text-slate-800">{firstLine(failure.error)}</p>
                </li>
              ))}
            </ul>
          </>
        )}
      </CardContent>
    </Card>
  )
}
