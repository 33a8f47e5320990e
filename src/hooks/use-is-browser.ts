import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * False while prerendering and while React hydrates prerendered markup (the server snapshot,
 * so the markup matches), true right after. Client-side renders get true at once.
 */
export function useIsBrowser(): boolean {
  return useSyncExternalStore(
    subscribeNever,
    () => true,
    () => false,
  )
}
