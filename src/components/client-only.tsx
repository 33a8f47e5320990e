import type { ReactNode } from 'react'
import { useIsBrowser } from '@/hooks/use-is-browser'

/**
 * Renders `children` only in the browser: server data (supabase-js) is never touched while
 * prerendering, and during hydration React uses the server snapshot (the fallback), so the
 * prerendered markup matches; the children follow right after.
 */
export function ClientOnly({ children, fallback }: { children: ReactNode; fallback: ReactNode }) {
  return useIsBrowser() ? children : fallback
}
