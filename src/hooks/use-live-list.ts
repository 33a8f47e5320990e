import { useRouteData } from '@/lib/page-data/page-data-context'
import type { Loader, RouteDataState } from '@/lib/page-data/page-data-store'

const none: readonly never[] = []

/**
 * A list a public page shows, read from the database with the public key: rendered with the page
 * on the server (the HTML carries it, so hydration reads nothing), read in the browser when the
 * page is reached by navigation. Empty while `state` is not 'ready'.
 */
export function useLiveList<Item>(list: string, load: Loader<readonly Item[]>): { items: readonly Item[]; state: RouteDataState } {
  const { data, state } = useRouteData(list, load)
  return { items: data ?? none, state }
}
