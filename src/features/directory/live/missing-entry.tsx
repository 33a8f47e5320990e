import { NotFoundState } from '@/components/directory/not-found-state'
import type { LiveState } from './use-live-directory'

type MissingEntryProps = { state: LiveState; title: string; backTo: string; backLabel: string }

/**
 * What a detail page shows when its entry is not among the items it has: while the directory
 * is still being read (an entry added after the build), a status line; when the API answered
 * without it, the not-found state; when the API cannot be reached, a message saying so.
 */
export function MissingEntry({ state, title, backTo, backLabel }: MissingEntryProps) {
  if (state === 'live') return <NotFoundState title={title} backTo={backTo} backLabel={backLabel} />
  const loading = state === 'snapshot'
  return (
    <div className="mx-auto flex min-h-[60vh] max-w-xl flex-col items-center px-4 py-24 text-center">
      <p role="status" className="text-lg text-slate-800">
        {loading ? 'Įkeliama…' : 'Nepavyko įkelti informacijos. Patikrinkite ryšį ir atnaujinkite puslapį.'}
      </p>
    </div>
  )
}
