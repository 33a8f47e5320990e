import { useState } from 'react'
import { useQuery } from '@tanstack/react-query'
import { paths } from '@/app/paths'
import { PageHead } from '@/components/page-head'
import { Badge } from '@/components/ui/badge'
import { Button } from '@/components/ui/button'
import { formatUkDateTime } from '@/lib/uk-time'
import { messages } from '@/lib/messages'
import { Link } from '@/lib/routing'
import { TranslationEditor } from '@/features/translation/translation-editor'
import { translationQueries, type TranslationState } from '@/features/translation/queries'
import { AdminListState } from '../admin-list-state'
import { adminMessages } from '../messages'
import { useLoadErrorToast } from '../use-load-error-toast'
import { approvedEventQueries, type ApprovedEvent } from './queries'

/** The coming approved events, each with its English translation: administrators add and check them here. */
export function AdminEventsPage() {
  const events = useQuery(approvedEventQueries.coming())
  const states = useQuery(translationQueries.states('event'))
  const text = adminMessages.events
  useLoadErrorToast(events.isError, text.loadFailed)

  return (
    <div className="space-y-6">
      <PageHead title="Renginiai" description="Patvirtintų renginių vertimai į anglų kalbą." path={paths.admin.events} noIndex />
      <h1 className="text-3xl font-bold">Renginiai anglų kalba</h1>
      <p className="text-slate-700">
        Čia – patvirtinti dar nepasibaigę renginiai. Paskelbtas vertimas rodomas angliškame renginio puslapyje; be jo ten rodomas lietuviškas tekstas su pastaba.
      </p>
      <AdminListState isPending={events.isPending} isError={events.isError} data={events.data} isEmpty={(rows) => rows.length === 0} loading={messages.loading} loadFailed={text.loadFailed} empty={text.empty}>
        {(rows) => (
          <ul className="space-y-4">
            {rows.map((event) => (
              <li key={event.id}>
                <EventTranslationRow event={event} state={states.data?.get(event.id)} />
              </li>
            ))}
          </ul>
        )}
      </AdminListState>
    </div>
  )
}

function TranslationBadge({ state }: { state: TranslationState | undefined }) {
  if (!state) return <Badge variant="outline">Neišverstas</Badge>
  return (
    <>
      <Badge variant={state.status === 'published' ? 'default' : 'accent'}>{state.status === 'published' ? 'Vertimas paskelbtas' : 'Vertimo juodraštis'}</Badge>
      {state.outdated && <Badge variant="destructive">Originalas pakeistas</Badge>}
    </>
  )
}

function EventTranslationRow({ event, state }: { event: ApprovedEvent; state: TranslationState | undefined }) {
  const [open, setOpen] = useState(false)
  const headingId = `renginys-${event.id}`
  return (
    <article aria-labelledby={headingId} className="rounded-xl border border-slate-200 p-5">
      <div className="flex flex-wrap items-center gap-2">
        <h2 id={headingId} className="font-semibold">
          <Link to={paths.event(event.slug)} className="text-brand-700 underline">
            {event.title}
          </Link>
        </h2>
        <TranslationBadge state={state} />
      </div>
      <p className="mt-1 text-sm text-slate-700">{formatUkDateTime(event.starts_at)}</p>
      <Button size="sm" variant="outline" className="mt-3" aria-expanded={open} onClick={() => setOpen(!open)}>
        {open ? 'Slėpti vertimą' : state ? 'Redaguoti vertimą' : 'Versti į anglų kalbą'}
        <span className="sr-only">: {event.title}</span>
      </Button>
      {open && <TranslationEditor kind="event" itemId={event.id} />}
    </article>
  )
}
