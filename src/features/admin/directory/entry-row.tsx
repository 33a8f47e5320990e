import { Archive, BadgeCheck, Eye, EyeOff, Pencil, RotateCcw } from 'lucide-react'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import type { EntryStatus } from '@/features/directory/entry'
import { entryStatusLabels } from '@/features/directory/labels'
import { formatDate } from '@/lib/format'
import type { DirectoryEntry } from './filter-entries'

const statusVariant = { draft: 'accent', published: 'default', archived: 'secondary' } as const

type EntryRowProps = {
  entry: DirectoryEntry
  busy: boolean
  onStatus: (status: EntryStatus) => void
  onVerify: () => void
  onEdit: () => void
}

/** One entry in the editor: what it is, whether visitors see it, when it was checked, and the actions on it. */
export function EntryRow({ entry, busy, onStatus, onVerify, onEdit }: EntryRowProps) {
  const status = entry.status as EntryStatus
  const { name } = entry
  return (
    <article className="flex flex-col gap-3 rounded-lg border border-slate-200 bg-white p-4 sm:flex-row sm:items-center sm:justify-between" aria-label={name}>
      <div className="min-w-0 space-y-1">
        <div className="flex flex-wrap items-center gap-2">
          <h2 className="text-base font-semibold text-slate-900">{name}</h2>
          <Badge variant={statusVariant[status]}>{entryStatusLabels[status]}</Badge>
        </div>
        <p className="text-sm text-slate-700">
          {[entry.town ?? entry.region, `/${entry.slug}`].filter(Boolean).join(' · ')}
        </p>
        <p className="text-sm text-slate-700">
          {entry.last_verified_at ? `Patikrinta: ${formatDate(entry.last_verified_at)}` : 'Dar nepatikrinta'}
        </p>
      </div>
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" size="sm" onClick={onEdit} aria-label={`Redaguoti: ${name}`}>
          <Pencil aria-hidden /> Redaguoti
        </Button>
        {status === 'published' ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => onStatus('draft')} aria-label={`Nebeskelbti: ${name}`}>
            <EyeOff aria-hidden /> Nebeskelbti
          </Button>
        ) : (
          <Button size="sm" disabled={busy} onClick={() => onStatus('published')} aria-label={`Paskelbti: ${name}`}>
            <Eye aria-hidden /> Paskelbti
          </Button>
        )}
        {status === 'archived' ? (
          <Button variant="outline" size="sm" disabled={busy} onClick={() => onStatus('draft')} aria-label={`Grąžinti iš archyvo: ${name}`}>
            <RotateCcw aria-hidden /> Grąžinti
          </Button>
        ) : (
          <Button variant="ghost" size="sm" disabled={busy} onClick={() => onStatus('archived')} aria-label={`Archyvuoti: ${name}`}>
            <Archive aria-hidden /> Archyvuoti
          </Button>
        )}
        <Button variant="ghost" size="sm" disabled={busy} onClick={onVerify} aria-label={`Pažymėti kaip patikrintą: ${name}`}>
          <BadgeCheck aria-hidden /> Pažymėti kaip patikrintą
        </Button>
      </div>
    </article>
  )
}
