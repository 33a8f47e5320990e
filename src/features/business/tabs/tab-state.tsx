import type { ReactNode } from 'react'

export type TabLoadState = 'ready' | 'loading' | 'unavailable'

/** What a tab says while its rows load, cannot be read, or when there are none. */
export function TabState({ state, empty, children }: { state: TabLoadState; empty: string | null; children: ReactNode }) {
  if (state !== 'ready' || empty) {
    return (
      <p role="status" className="py-8 text-center text-slate-800">
        {state === 'loading' ? 'Įkeliama…' : state === 'unavailable' ? 'Nepavyko įkelti. Patikrinkite ryšį ir atnaujinkite puslapį.' : empty}
      </p>
    )
  }
  return children
}
