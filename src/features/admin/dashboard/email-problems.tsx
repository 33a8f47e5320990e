import { useQuery } from '@tanstack/react-query'
import { Badge } from '@/components/ui/badge'
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card'
import { messages } from '@/lib/messages'
import { formatUkDateTime } from '@/lib/uk-time'
import { adminMessages } from '../messages'
import { dashboardQueries } from './queries'

/** What each kind of message is, as an administrator reads it. */
const kindLabels: Record<string, string> = {
  decision: 'Sprendimas dėl pateikto įrašo',
  classified_replies: 'Atsakymai į skelbimą',
  classified_expiring: 'Skelbimas baigia galioti',
  classified_expired: 'Skelbimo galiojimas baigėsi',
  admin_queue: 'Laukia sprendimo (administratoriams)',
  admin_digest: 'Dienos suvestinė (administratoriams)',
}

/**
 * The clock's jobs (reminders, digests …) that failed to write their mail, each with its error,
 * what it was writing and how often it failed; nothing when none did.
 */
function JobFailures() {
  const failures = useQuery(dashboardQueries.jobFailures())
  const text = adminMessages.jobFailures
  if (failures.isPending) return null
  if (failures.isError) return <p role="alert">{text.loadFailed}</p>
  if (failures.data.length === 0) return null
  return (
    <section aria-labelledby="nepavyke-darbai" className="space-y-2">
      <h3 id="nepavyke-darbai" className="font-medium">
        {text.heading}
      </h3>
      <p className="text-sm text-slate-700">{text.note}</p>
      <ul aria-labelledby="nepavyke-darbai" className="space-y-3 text-sm">
        {failures.data.map((failure) => (
          <li key={failure.id} className="space-y-1 rounded-lg border border-slate-200 p-3">
            <p className="flex flex-wrap items-center gap-2">
              <Badge variant="destructive">{text.failed}</Badge>
              <span className="font-medium">{text.jobs[failure.job] ?? failure.job}</span>
            </p>
            {failure.subject && <p className="[overflow-wrap:anywhere] text-slate-700">{text.about(failure.subject)}</p>}
            <p className="text-slate-700">{text.when(formatUkDateTime(failure.first_failed_at), formatUkDateTime(failure.last_failed_at), failure.failures)}</p>
            <p className="[overflow-wrap:anywhere] font-mono text-xs text-slate-800">
              {failure.error_code}: {failure.error}
            </p>
          </li>
        ))}
      </ul>
    </section>
  )
}

/**
 * The e-mails that could not be sent: failed for good, or being tried again, each with the
 * provider's error, so a broken provider or address is noticed. Their content stays private.
 */
export function EmailProblems() {
  const problems = useQuery(dashboardQueries.emailProblems())
  return (
    <Card>
      <CardHeader>
        <CardTitle as="h2">El. laiškų siuntimas</CardTitle>
      </CardHeader>
      <CardContent className="space-y-4">
        {problems.isPending ? (
          <p role="status">{messages.loading}</p>
        ) : problems.isError ? (
          <p role="alert">Nepavyko įkelti el. laiškų siuntimo būsenos.</p>
        ) : problems.data.length === 0 ? (
          <p className="text-sm text-slate-700">Neišsiųstų laiškų nėra: visi išsiųsti arba laukia eilėje.</p>
        ) : (
          <ul aria-label="Neišsiųsti laiškai" className="space-y-3 text-sm">
            {problems.data.map((problem) => (
              <li key={problem.id} className="space-y-1 rounded-lg border border-slate-200 p-3">
                <p className="flex flex-wrap items-center gap-2">
                  <Badge variant={problem.status === 'failed' ? 'destructive' : 'accent'}>{problem.status === 'failed' ? 'Nepavyko' : 'Bandoma dar kartą'}</Badge>
                  <span className="font-medium">{kindLabels[problem.kind] ?? problem.kind}</span>
                  <span className="[overflow-wrap:anywhere] text-slate-700">→ {problem.to_email}</span>
                </p>
                <p className="text-slate-700">
                  Parašytas {formatUkDateTime(problem.created_at)}, bandymų: {problem.attempts}
                  {problem.status !== 'failed' && <>, kitas bandymas {formatUkDateTime(problem.next_attempt_at)}</>}
                </p>
                {problem.last_error && <p className="[overflow-wrap:anywhere] font-mono text-xs text-slate-800">{problem.last_error}</p>}
              </li>
            ))}
          </ul>
        )}
        <JobFailures />
      </CardContent>
    </Card>
  )
}
