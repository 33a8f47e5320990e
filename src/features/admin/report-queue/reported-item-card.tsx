import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { contentReportReasonLabel } from '@/features/content-reports/report-reasons'
import { formatDateTime } from '@/lib/intl-format'
import { Link } from '@/lib/routing'
import { kindLabel } from './labels'
import type { ReportedItem } from './queue-queries'

export type ItemAction = 'hide' | 'remove' | 'restore' | 'dismiss' | 'suspend'

/** How a card and its dialogs name an item: its kind and the first words of what was reported. */
export function itemName(item: Pick<ReportedItem, 'kind' | 'snapshot'>): string {
  const first = item.snapshot.split('\n')[0]?.trim() ?? ''
  const words = first.length > 80 ? `${first.slice(0, 79)}…` : first
  return words ? `${kindLabel(item.kind)}: ${words}` : kindLabel(item.kind)
}

const actions: Array<[ItemAction, string, 'destructive' | 'outline']> = [
  ['hide', 'Paslėpti', 'outline'],
  ['remove', 'Pašalinti', 'destructive'],
  ['restore', 'Grąžinti', 'outline'],
  ['dismiss', 'Palikti matomą', 'outline'],
]

/** A reported item: what was reported, each report (why, the reporter's words, who), where it is now, and the decisions. */
export function ReportedItemCard({ item, isBusy, onAction }: { item: ReportedItem; isBusy: boolean; onAction: (action: ItemAction) => void }) {
  const titleId = `pranesta-${item.kind}-${item.targetId}`
  const { link, state, author } = item.context
  return (
    <article aria-labelledby={titleId} className="space-y-3 rounded-xl border border-slate-200 p-5">
      <div className="flex flex-wrap items-center gap-2">
        {item.isUrgent && <Badge variant="destructive">Skubu: neteisėtas turinys</Badge>}
        {state && <Badge variant="secondary">{state}</Badge>}
      </div>
      <h3 id={titleId} className="text-lg font-semibold [overflow-wrap:anywhere]">
        {itemName(item)}
      </h3>
      <blockquote aria-label="Pranešta apie" className="max-h-48 overflow-y-auto rounded-lg bg-slate-100 px-4 py-2 text-sm whitespace-pre-line text-slate-900 [overflow-wrap:anywhere]">
        {item.snapshot || '(tuščia)'}
      </blockquote>
      {(link || author) && (
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-sm text-slate-700">
          {author && <span>Autorius: {author.name}</span>}
          {link && (
            <Link to={link.href} className="text-brand-700 underline">
              {link.text}
            </Link>
          )}
        </p>
      )}
      <ul aria-label="Pranešimai" className="space-y-2">
        {item.reports.map((report) => (
          <li key={report.id} className="rounded-lg border border-slate-200 px-4 py-2 text-sm text-slate-900">
            <p className="font-medium">{contentReportReasonLabel(report.reason)}</p>
            {report.note && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{report.note}</p>}
            <p className="text-slate-700">
              {report.byMember ? 'Pranešė narys' : (
                <>
                  Pranešė neprisijungęs lankytojas,{' '}
                  <a href={`mailto:${report.reporterEmail ?? ''}`} className="text-brand-700 underline">
                    {report.reporterEmail}
                  </a>
                </>
              )}
              {' · '}
              <time dateTime={report.createdAt}>{formatDateTime(report.createdAt)}</time>
            </p>
          </li>
        ))}
      </ul>
      <div className="flex flex-wrap gap-2">
        {actions.map(([action, label, variant]) => (
          <Button key={action} size="sm" variant={variant} disabled={isBusy} aria-describedby={titleId} onClick={() => onAction(action)}>
            {label}
          </Button>
        ))}
        {author && (
          <Button size="sm" variant="ghost" className="text-red-700" disabled={isBusy} aria-describedby={titleId} onClick={() => onAction('suspend')}>
            Sustabdyti autoriaus paskyrą
          </Button>
        )}
      </div>
    </article>
  )
}
