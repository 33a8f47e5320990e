import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { Button } from '@/components/ui/button'
import { formatDateTime } from '@/lib/intl-format'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { AdminListState } from '../admin-list-state'
import { useLoadErrorToast } from '../use-load-error-toast'
import { DecisionDialog, type DecisionRequest } from './decision-dialog'
import { eventLabel, kindLabel } from './labels'
import { LOG_LIMIT, logQueries, type LogEntry } from './log-queries'
import { useSuspendMember } from './queue-mutations'

/** What an entry was about: the kind and the title the action kept. */
const subject = (entry: LogEntry) => (entry.title ? `${kindLabel(entry.targetKind)}: ${entry.title}` : kindLabel(entry.targetKind))

/**
 * The moderation log, newest first: every action, dismissal, appeal and decision, who made it and
 * why. From an action on someone's content, their account can be suspended (repeated breaches).
 */
export function ModerationLogSection() {
  const log = useQuery(logQueries.recent())
  const suspend = useSuspendMember()
  const [request, setRequest] = useState<DecisionRequest | null>(null)
  useLoadErrorToast(log.isError, 'Nepavyko įkelti moderavimo žurnalo')

  function suspendAuthor(entry: LogEntry, authorId: string) {
    setRequest({
      key: `${entry.id}:suspend`,
      title: `Sustabdyti autoriaus paskyrą: ${subject(entry)}`,
      description: 'Už pakartotinius ar sunkius pažeidimus. Iki pabaigos narys negalės rašyti portale; jam bus pranešta su priežastimi, jis galės vieną kartą apskųsti sprendimą.',
      submitLabel: 'Sustabdyti paskyrą',
      isDestructive: true,
      asksDays: true,
      decide: async (reason, days) => {
        await suspend.mutateAsync({ memberId: authorId, days, reason })
        void notify.success(messages.success, 'Paskyra sustabdyta, nariui pranešta.')
      },
    })
  }

  return (
    <section aria-labelledby="zurnalas" className="space-y-4 border-t border-slate-200 pt-6">
      <h2 id="zurnalas" className="text-2xl font-semibold">
        Moderavimo žurnalas
      </h2>
      <p className="text-slate-700">Naujausi {LOG_LIMIT} įrašų. Žurnalas saugomas 12 mėnesių.</p>
      <AdminListState
        isPending={log.isPending}
        isError={log.isError}
        data={log.data}
        isEmpty={(entries) => entries.length === 0}
        loading={messages.loading}
        loadFailed="Nepavyko įkelti moderavimo žurnalo"
        empty="Žurnale įrašų dar nėra"
      >
        {(entries) => (
          <div className="overflow-x-auto">
            <table className="w-full text-left text-sm">
              <caption className="sr-only">Moderavimo žurnalas</caption>
              <thead className="border-b border-slate-300 text-slate-700">
                <tr>
                  <th scope="col" className="py-2 pr-3 font-medium">Kada</th>
                  <th scope="col" className="py-2 pr-3 font-medium">Kas įvyko</th>
                  <th scope="col" className="py-2 pr-3 font-medium">Kam</th>
                  <th scope="col" className="py-2 pr-3 font-medium">Kas</th>
                  <th scope="col" className="py-2 pr-3 font-medium">Priežastis</th>
                  <th scope="col" className="py-2 font-medium"><span className="sr-only">Veiksmai</span></th>
                </tr>
              </thead>
              <tbody>
                {entries.map((entry) => {
                  const authorId = entry.authorId
                  return (
                    <tr key={entry.id} className="border-b border-slate-200 align-top">
                      <td className="py-2 pr-3 whitespace-nowrap">
                        <time dateTime={entry.createdAt}>{formatDateTime(entry.createdAt)}</time>
                      </td>
                      <td className="py-2 pr-3">{eventLabel(entry.event)}</td>
                      <td className="py-2 pr-3 [overflow-wrap:anywhere]">{subject(entry)}</td>
                      <td className="py-2 pr-3">{entry.actor ?? 'Ištrinta paskyra'}</td>
                      <td className="py-2 pr-3 whitespace-pre-line [overflow-wrap:anywhere]">{entry.reason}</td>
                      <td className="py-2">
                        {authorId && (entry.event === 'hide' || entry.event === 'remove') && (
                          <Button size="sm" variant="ghost" className="text-red-700" aria-label={`Sustabdyti autorių: ${subject(entry)}`} onClick={() => suspendAuthor(entry, authorId)}>
                            Sustabdyti autorių
                          </Button>
                        )}
                      </td>
                    </tr>
                  )
                })}
              </tbody>
            </table>
          </div>
        )}
      </AdminListState>
      <DecisionDialog request={request} onClose={() => setRequest(null)} />
    </section>
  )
}
