import { useState } from 'react'
import { useBrowserValue } from '@/hooks/use-is-browser'
import { usePageDataStore, useRouteData } from '@/lib/page-data/page-data-context'
import type { RouteDataState } from '@/lib/page-data/page-data-store'
import type { DirectoryItem } from '../definitions'
import type { DirectoryKey } from '../entry'
import { listDataKey, type ListRequest } from '../list/list-request'
import type { ListPage } from './load-list-page'

export type LiveListPage<Item> = {
  /** The page to show: the one asked for, or the last one read while the next is on its way. */
  page: ListPage<Item> | undefined
  state: RouteDataState
  /** A newer page is being read (the one shown is the last one). */
  updating: boolean
}

/**
 * One page of a directory's list, as the page was rendered with it (the server reads it for the
 * address asked, the HTML carries it) or read when the address changes. A copy of the first page
 * served for another address (a static host ignores the query) is hydrated as it is, then the
 * page the address asks for is read.
 */
export function useDirectoryListPage<Key extends DirectoryKey>(key: Key, request: ListRequest): LiveListPage<DirectoryItem<Key>> {
  const store = usePageDataStore()
  const wanted = listDataKey(key, request)
  const first: ListRequest = { q: '', chosen: [], labels: request.labels, origin: null, withinKm: null, page: 1 }
  const firstKey = listDataKey(key, first)
  const dataKey = useBrowserValue(wanted, store.isServer || store.entry(wanted) ? wanted : firstKey)
  const asked = dataKey === wanted ? request : first
  const { data, state } = useRouteData(dataKey, (signal) => import('./load-list-page').then(({ loadListPage }) => loadListPage(key, asked, signal)))
  const read = data as ListPage<DirectoryItem<Key>> | undefined
  // The last page read stays on screen while the next is read: typing a search does not blank the list.
  const [last, setLast] = useState(read)
  if (read && read !== last) setLast(read)
  return { page: read ?? (state === 'loading' ? last : undefined), state: read ? 'ready' : state === 'loading' && last ? 'ready' : state, updating: !read && state === 'loading' }
}
