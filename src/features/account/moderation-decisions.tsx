import { useQuery } from '@tanstack/react-query'
import { formatDateTime } from '@/lib/intl-format'
import { m } from '@/paraglide/messages'
import { AppealForm } from './appeal-form'
import { moderationDecisionQueries, type ModerationDecision } from './moderation-decision-queries'
import { moderationNotice } from './moderation-notice'

/**
 * /paskyra: what moderation decided about the member's content or account, why, and their
 * appeal: a form until they appeal once, then where it stands. Shown only to a member with
 * decisions about them.
 */
export function ModerationDecisions({ userId }: { userId: string }) {
  const decisions = useQuery(moderationDecisionQueries.list(userId))
  if (decisions.isPending || (decisions.isSuccess && decisions.data.length === 0)) return null
  return (
    <section aria-labelledby="moderavimo-sprendimai" className="space-y-4">
      <h2 id="moderavimo-sprendimai" className="text-xl font-semibold">
        {m.account_decisions_heading()}
      </h2>
      {decisions.isError ? (
        <p role="alert">{m.account_decisions_load_failed()}</p>
      ) : (
        <>
          <p className="text-sm text-slate-700">{m.account_decisions_intro()}</p>
          <ul className="flex flex-col gap-3">
            {decisions.data.map((decision) => (
              <li key={decision.id}>
                <DecisionCard decision={decision} />
              </li>
            ))}
          </ul>
        </>
      )}
    </section>
  )
}

/** One decision: what was done and why, then the appeal form or the appeal's status. */
function DecisionCard({ decision }: { decision: ModerationDecision }) {
  const shown = moderationNotice({ action: decision.action, item: decision.target_kind, title: decision.title, reason: decision.reason, until: decision.suspended_until })
  const title = shown?.title ?? decision.title
  const titleId = `sprendimas-${decision.id}`
  return (
    <article aria-labelledby={titleId} className="flex flex-col gap-2 rounded-lg border border-slate-200 p-4">
      <h3 id={titleId} className="font-medium text-slate-900 [overflow-wrap:anywhere]">
        {title}
      </h3>
      <p className="text-sm text-slate-700">{m.account_decision_date({ date: formatDateTime(decision.created_at) })}</p>
      {shown?.lines.map((line) => (
        <p key={line} className="text-sm text-slate-800 [overflow-wrap:anywhere]">
          {line}
        </p>
      ))}
      <AppealState decision={decision} title={title} />
    </article>
  )
}

function AppealState({ decision, title }: { decision: ModerationDecision; title: string }) {
  // A restore gives back what was taken: there is nothing to appeal.
  if (decision.action === 'restore') return null
  if (!decision.appeal_status) return <AppealForm actionId={decision.id} title={title} />
  const status =
    decision.appeal_status === 'pending'
      ? m.account_appeal_pending({ date: formatDateTime(decision.appealed_at ?? decision.created_at) })
      : decision.appeal_status === 'reversed'
        ? m.account_appeal_reversed({ date: formatDateTime(decision.appeal_decided_at ?? '') })
        : m.account_appeal_upheld({ date: formatDateTime(decision.appeal_decided_at ?? '') })
  return (
    <div className="space-y-1 rounded-md bg-slate-50 p-3 text-sm text-slate-800">
      <p className="font-medium">{status}</p>
      {decision.appeal_text && <p className="whitespace-pre-line [overflow-wrap:anywhere]">{m.account_appeal_yours({ text: decision.appeal_text })}</p>}
      {decision.appeal_status !== 'pending' && decision.appeal_reason && (
        <p className="[overflow-wrap:anywhere]">{m.account_appeal_decision_reason({ reason: decision.appeal_reason })}</p>
      )}
    </div>
  )
}
