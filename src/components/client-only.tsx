import { useSyncExternalStore, type ReactNode } from 'react'

const subscribe = () => () => {}

/**
 * Renders `children` only in the browser: server data (supabase-js) is never touched while
 * prerendering, and during hydration React uses the server snapshot (the fallback), so the
 * prerendered markup matches; the children follow right after.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  const isClient = useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  )
  return isClient ? children : fallback
}
