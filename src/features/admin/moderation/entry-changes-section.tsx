import { useQuery } from '@tanstack/react-query'
import { messages } from '@/lib/messages'
import { AdminListState } from '../admin-list-state'
import { adminMessages } from '../messages'
import { useLoadErrorToast } from '../use-load-error-toast'
import { EntryChangeCard } from './entry-change-card'
import { entryChangeLimit } from './entry-change-queries'
import { moderationQueries } from './queries'

const text = adminMessages.entryChanges

/** The audit trail's newest changes to directory entries, by administrators and managers alike. */
export function EntryChangesSection() {
  const list = useQuery(moderationQueries.entryChanges())
  useLoadErrorToast(list.isError, text.loadFailed)
  return (
    <section aria-label="Įrašų pakeitimų istorija" className="space-y-4 border-t border-slate-200 pt-6">
      <p className="text-slate-700">Naujausi {entryChangeLimit} katalogo įrašų pakeitimų: kada pakeista ir kas buvo prieš tai.</p>
      <AdminListState
        isPending={list.isPending}
        isError={list.isError}
        data={list.data}
        isEmpty={(rows) => rows.length === 0}
        loading={messages.loading}
        loadFailed={text.loadFailed}
        empty={text.empty}
      >
        {(rows) => (
          <ul className="grid gap-4 lg:grid-cols-2">
            {rows.map((change) => (
              <li key={change.id}>
                <EntryChangeCard change={change} />
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
    </section>
  )
}
