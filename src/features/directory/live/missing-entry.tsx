import { NotFoundState } from '@/components/directory/not-found-state'
import { useResponseStatus } from '@/lib/page-data/page-data-context'
import { m } from '@/paraglide/messages'
import type { RouteDataState } from '@/lib/page-data/page-data-store'

type MissingEntryProps = { state: RouteDataState; title: string; backTo: string; backLabel: string }

/**
 * What a detail page shows when it has no entry: while the entry is being read (a page reached
 * by navigation), a status line; when the API answered without it, the not-found state (and on
 * the server, a 404 answer); when the API cannot be reached, a message saying so.
 */
export function MissingEntry({ state, title, backTo, backLabel }: MissingEntryProps) {
  if (state === 'ready') return <MissingEntryNotFound title={title} backTo={backTo} backLabel={backLabel} />
  const loading = state === 'loading'
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center px-4 py-24 text-center">
      <p role="status" className="text-lg text-slate-800">
        {loading ? m.list_loading() : m.entry_load_failed()}
      </p>
    </div>
  )
}

function MissingEntryNotFound(props: Omit<MissingEntryProps, 'state'>) {
  useResponseStatus(404)
  return <NotFoundState {...props} />
}
