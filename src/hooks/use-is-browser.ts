import { useSyncExternalStore } from 'react'

const subscribeNever = () => () => {}

/**
 * `serverValue` while prerendering and while React hydrates prerendered markup (so the markup
 * matches), `browserValue` after. React renders again after hydration only when the two differ,
 * so a page whose address has nothing to apply is hydrated once. Pass primitives: they are
 * compared with Object.is.
 */
export function useBrowserValue<Value extends string | number | boolean | null>(browserValue: Value, serverValue: Value): Value {
  return useSyncExternalStore(
    subscribeNever,
    () => browserValue,
    () => serverValue,
  )
}

/** False while prerendering and hydrating, true right after. Client-side renders get true at once. */
export function useIsBrowser(): boolean {
  return useBrowserValue(true, false)
}
