import type { ReactNode } from 'react'
import { m } from '@/paraglide/messages'

export type TabLoadState = 'ready' | 'loading' | 'unavailable'

/** What a tab says while its rows load, cannot be read, or when there are none. */
export function TabState({ state, empty, children }: { state: TabLoadState; empty: string | null; children: ReactNode }) {
  if (state !== 'ready' || empty) {
    return (
      <p role="status" className="py-8 text-center text-slate-800">
        {state === 'loading' ? m.list_loading() : state === 'unavailable' ? m.directories_business_tab_load_failed() : empty}
      </p>
    )
  }
  return children
}
