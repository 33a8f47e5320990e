import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { Button } from '@/components/ui/button'
import { Input, NativeSelect } from '@/components/ui/input'
import { directoryKeys, isDirectoryKey, type DirectoryKey, type EntryStatus } from '@/features/directory/entry'
import { directoryLabels, entryStatusLabels } from '@/features/directory/labels'
import { messages } from '@/lib/messages'
import { notify } from '@/lib/toast'
import { adminMessages } from '../messages'
import { useLoadErrorToast } from '../use-load-error-toast'
import { Plus } from 'lucide-react'
import { EntryDialog } from './entry-dialog'
import { EntryRow } from './entry-row'
import { filterEntries, type DirectoryEntry } from './filter-entries'
import { statusChange, useChangeEntryMutation, verifiedNow } from './mutations'
import { directoryEntryQueries } from './queries'

const statuses = Object.keys(entryStatusLabels) as EntryStatus[]
const isStatus = (value: string): value is EntryStatus => (statuses as string[]).includes(value)

/** The last archiving, so it can be undone from the status line. */
type Archived = { entry: DirectoryEntry; previous: EntryStatus }

export function DirectoryEditorPage() {
  const [directory, setDirectory] = useState<DirectoryKey>('communities')
  const [query, setQuery] = useState('')
  const [status, setStatus] = useState<EntryStatus | ''>('')
  const [unverifiedOnly, setUnverifiedOnly] = useState(false)
  const [archived, setArchived] = useState<Archived | null>(null)
  const [editing, setEditing] = useState<DirectoryEntry | 'new' | null>(null)
  const list = useQuery(directoryEntryQueries.list(directory))
  const change = useChangeEntryMutation()
  const text = adminMessages.directory
  useLoadErrorToast(list.isError, text.loadFailed)
  const visible = filterEntries(list.data ?? [], { query, status, unverifiedOnly })

  function setEntryStatus(entry: DirectoryEntry, next: EntryStatus) {
    change.mutate(
      { id: entry.id, change: statusChange(next) },
      {
        onSuccess: () => {
          setArchived(next === 'archived' ? { entry, previous: entry.status as EntryStatus } : null)
          if (next !== 'archived') notify.success(text.statusChanged(entry.name, entryStatusLabels[next]))
        },
        onError: () => notify.error(messages.error, text.changeFailed),
      },
    )
  }

  function verify(entry: DirectoryEntry) {
    change.mutate(
      { id: entry.id, change: verifiedNow() },
      { onSuccess: () => notify.success(text.verified(entry.name)), onError: () => notify.error(messages.error, text.changeFailed) },
    )
  }

  function undoArchive({ entry, previous }: Archived) {
    change.mutate(
      { id: entry.id, change: statusChange(previous) },
      { onSuccess: () => setArchived(null), onError: () => notify.error(messages.error, text.changeFailed) },
    )
  }

  return (
    <div className="space-y-6">
      <PageHead title="Katalogas" description="Katalogo įrašų administravimas." path={paths.admin.organizations} noIndex />
      <div className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold">Katalogas</h1>
          <p className="mt-1 text-slate-700">Lankytojai mato tik paskelbtus įrašus. Archyvuotas įrašas dingsta iš katalogo, bet lieka čia.</p>
        </div>
        <Button onClick={() => setEditing('new')}>
          <Plus aria-hidden /> Naujas įrašas
        </Button>
      </div>
      <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-[16rem_1fr_12rem]">
        <div>
          <label htmlFor="directory-pick" className="text-sm font-medium">
            Katalogo skyrius
          </label>
          <NativeSelect
            id="directory-pick"
            value={directory}
            onChange={(event) => {
              if (isDirectoryKey(event.target.value)) setDirectory(event.target.value)
              setArchived(null)
            }}
          >
            {directoryKeys.map((key) => (
              <option key={key} value={key}>
                {directoryLabels[key]}
              </option>
            ))}
          </NativeSelect>
        </div>
        <div>
          <label htmlFor="directory-search" className="text-sm font-medium">
            Paieška
          </label>
          <Input id="directory-search" type="search" value={query} onChange={(event) => setQuery(event.target.value)} placeholder="Pavadinimas, vietovė, vadovas, el. paštas" />
        </div>
        <div>
          <label htmlFor="directory-status" className="text-sm font-medium">
            Būsena
          </label>
          <NativeSelect id="directory-status" value={status} onChange={(event) => setStatus(isStatus(event.target.value) ? event.target.value : '')}>
            <option value="">Visos būsenos</option>
            {statuses.map((value) => (
              <option key={value} value={value}>
                {entryStatusLabels[value]}
              </option>
            ))}
          </NativeSelect>
        </div>
      </div>
      <label className="flex items-center gap-2 text-sm font-medium">
        <input type="checkbox" className="size-4 accent-brand-700" checked={unverifiedOnly} onChange={(event) => setUnverifiedOnly(event.target.checked)} />
        Tik nepatikrinti per 12 mėnesių
      </label>
      <div role="status" aria-live="polite" className="min-h-10">
        {archived && (
          <p className="flex flex-wrap items-center gap-3 rounded-md bg-slate-100 px-3 py-2 text-sm text-slate-900">
            {text.archived(archived.entry.name)}
            <Button variant="outline" size="sm" disabled={change.isPending} onClick={() => undoArchive(archived)}>
              Atšaukti
            </Button>
          </p>
        )}
      </div>
      <EntryList
        state={list.isPending ? 'loading' : list.isError ? 'error' : 'ready'}
        entries={visible}
        busyId={change.isPending ? change.variables?.id : undefined}
        onStatus={setEntryStatus}
        onVerify={verify}
        onEdit={setEditing}
      />
      <EntryDialog directory={directory} target={editing} onClose={() => setEditing(null)} />
    </div>
  )
}

type EntryListProps = {
  state: 'loading' | 'error' | 'ready'
  entries: DirectoryEntry[]
  busyId: string | undefined
  onStatus: (entry: DirectoryEntry, status: EntryStatus) => void
  onVerify: (entry: DirectoryEntry) => void
  onEdit: (entry: DirectoryEntry) => void
}

function EntryList({ state, entries, busyId, onStatus, onVerify, onEdit }: EntryListProps) {
  const text = adminMessages.directory
  if (state === 'loading') return <p className="text-slate-700">{messages.loading}</p>
  if (state === 'error') return <p role="alert" className="text-red-700">{text.loadFailed}</p>
  if (entries.length === 0) return <p className="rounded-lg bg-slate-50 p-8 text-center text-slate-700">{text.empty}</p>
  return (
    <>
      <p className="text-sm text-slate-700">Rodoma įrašų: {entries.length}</p>
      <ul aria-label="Katalogo įrašai" className="space-y-3">
        {entries.map((entry) => (
          <li key={entry.id}>
            <EntryRow entry={entry} busy={busyId === entry.id} onStatus={(status) => onStatus(entry, status)} onVerify={() => onVerify(entry)} onEdit={() => onEdit(entry)} />
          </li>
        ))}
      </ul>
    </>
  )
}
