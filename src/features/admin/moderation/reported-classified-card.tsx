import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { ClassifiedDetails } from './classified-details'
import type { ReportedClassified } from './classified-queries'
import { ClassifiedReportList } from './classified-report-list'

const statusLabels: Record<string, string> = { pending: 'Laukia patvirtinimo', approved: 'Paskelbtas', rejected: 'Atmestas', closed: 'Uždarytas' }

type ReportedClassifiedCardProps = { classified: ReportedClassified; isDeciding: boolean; onRestore: () => void; onRemove: () => void }

/** A reported classified with what members said about it: restore it or remove it. */
export function ReportedClassifiedCard({ classified, isDeciding, onRestore, onRemove }: ReportedClassifiedCardProps) {
  // Its own prefix: a reported classified edited back to pending is in both lists at once.
  const titleId = `pranestas-skelbimas-${classified.id}`
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-xl border border-slate-200 p-5">
      <h2 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {classified.title}
      </h2>
      <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
        Būsena: {statusLabels[classified.status] ?? classified.status}
        {classified.hidden_at && <Badge variant="destructive">Paslėptas</Badge>}
      </p>
      <ClassifiedDetails classified={classified} />
      <ClassifiedReportList reports={classified.reports} />
      <div className="flex flex-wrap gap-2">
        <Button size="sm" disabled={isDeciding} aria-describedby={titleId} onClick={onRestore}>
          Grąžinti
        </Button>
        <Button size="sm" variant="outline" className="text-red-700!" disabled={isDeciding} aria-describedby={titleId} onClick={onRemove}>
          Pašalinti
        </Button>
      </div>
    </article>
  )
}
