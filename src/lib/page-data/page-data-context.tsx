import { createContext, use, useContext, useEffect, useSyncExternalStore, type ReactNode } from 'react'
import type { Loader, PageDataStore, RouteDataState } from './page-data-store'

const PageDataContext = createContext<PageDataStore | null>(null)

export function PageDataProvider({ store, children }: { store: PageDataStore; children: ReactNode }) {
  return <PageDataContext value={store}>{children}</PageDataContext>
}

export function usePageDataStore(): PageDataStore {
  const store = useContext(PageDataContext)
  if (!store) throw new Error('usePageDataStore outside PageDataProvider')
  return store
}

export type RouteData<T> = { data: T | undefined; state: RouteDataState }

/**
 * The data a public page shows, by key. A render on the server waits for it (the page is
 * rendered with its data, which then travels in the HTML); in the browser it is there at once
 * for the page the visitor arrived on, and read when a page is reached by navigation. `load`
 * is the same read in both places: the data API with the public key, as RLS allows a visitor.
 */
export function useRouteData<T>(key: string, load: Loader<T>): RouteData<T> {
  const store = usePageDataStore()
  // Only the server suspends: a browser keeps what is painted and shows its own loading state.
  // Called on every server render, read or not: React pairs a component's use() calls with the
  // promises of its previous attempt by their order, so skipping one would hand the next key an
  // earlier key's promise. The promises are kept, so a second render finds them settled.
  if (store.isServer) use(store.readForServer(key, load))
  const entry = useSyncExternalStore(
    store.subscribe,
    () => store.entry(key),
    () => store.entry(key),
  )
  // `load` is a new function on every render; `key` names what it reads.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  useEffect(() => store.hold(key, load as Loader<unknown>), [store, key])
  if (!entry) return { data: undefined, state: 'loading' }
  return { data: entry.value as T | undefined, state: entry.state }
}

/** Sets the HTTP status of the page being rendered on the server ('not found' pages: 404). */
export function useResponseStatus(status: number) {
  const store = usePageDataStore()
  if (store.isServer) store.setStatus(status)
}
