import type { PageDataStore } from './page-data-store'

/**
 * Once the page is idle, one small read of the change log's newest id: when the data changed
 * after the page was rendered (a copy from a CDN or a static host), the data the page shows is
 * read again, and only what differs renders again. A failed read changes nothing.
 */
export function watchRevision(store: PageDataStore) {
  const check = () =>
    import('./revision')
      .then(({ readLatestRevision }) => readLatestRevision())
      .then((revision) => store.refreshActive(revision))
      .catch(() => {})
  if ('requestIdleCallback' in window) requestIdleCallback(() => void check(), { timeout: 3000 })
  else setTimeout(() => void check(), 1000)
}
