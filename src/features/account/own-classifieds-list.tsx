import { Link } from '@/lib/routing'
import { paths } from '@/app/paths'
import { Badge } from '@/components/ui/badge'
import { m } from '@/paraglide/messages'
import { ClassifiedActions } from './classified-actions'
import { ClassifiedReplies } from './classified-replies'
import { classifiedStatus } from './classified-status'
import type { OwnClassified } from './queries'

/** Each of the member's classifieds with where it stands, what they may do with it and the replies it received. */
export function OwnClassifiedsList({ classifieds }: { classifieds: readonly OwnClassified[] }) {
  if (classifieds.length === 0) {
    return (
      <p className="text-slate-700">
        {m.account_classifieds_empty()}{' '}
        <Link to={paths.classifiedNew} className="text-brand-700 underline">
          {m.account_post_classified()}
        </Link>
      </p>
    )
  }
  return (
    <ul className="flex flex-col gap-3">
      {classifieds.map((classified) => {
        const status = classifiedStatus(classified)
        const titleId = `mano-skelbimas-${classified.id}`
        return (
          <li key={classified.id} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
            <div className="flex flex-wrap items-center gap-2">
              <h3 id={titleId} className="font-medium [overflow-wrap:anywhere]">
                {classified.title}
              </h3>
              <Badge variant={status.variant}>{status.text}</Badge>
            </div>
            {classified.status === 'rejected' && classified.rejection_reason && (
              <p className="text-sm text-slate-700 [overflow-wrap:anywhere]">{m.account_reason({ reason: classified.rejection_reason })}</p>
            )}
            <ClassifiedActions classified={classified} titleId={titleId} />
            <ClassifiedReplies replies={classified.replies} />
          </li>
        )
      })}
    </ul>
  )
}
