// What the site's server re-renders, and when: the pages whose data a change in the database's
// change log touches, each page that time alone changes at the instant it does (an event ends, a
// classified expires: the render says when), and pages that joined or left the public list.
// Every instance polls the same log, so several servers behind one load balancer converge on
// their own, and a restart resumes from the revision it had reached.

/**
 * @param {{
 *   entry: import('./server-entry.mjs').ServerEntry,
 *   store: import('./page-store.mjs').PageStore,
 *   renderPath: (path: string) => Promise<unknown>,
 *   refreshSitemap: () => Promise<Array<{ path: string }>>,
 *   log: Pick<Console, 'error' | 'log'>,
 * }} site
 */
export function createRevalidator({ entry, store, renderPath, refreshSitemap, log }) {
  /** Renders `paths` one after another (rendering is CPU work: one at a time keeps answers flowing). @param {Iterable<string>} paths */
  async function renderAll(paths) {
    for (const path of new Set(paths)) await renderPath(path).catch(() => {})
  }

  /**
   * Reads the changes since the store's revision and re-renders what they touch: first the pages
   * that read what changed (a renamed entry's page is current before the list of all pages is
   * read again), then the pages that joined or left that list. Returns how many changes it read.
   */
  async function catchUp() {
    const changes = await entry.readContentChanges(store.revision)
    if (changes.length === 0) return 0
    const affected = changes.flatMap((change) => entry.affectedDataKeys(change))
    const known = store.paths()
    const stale = known.filter((path) => entry.readsAny(store.meta(path)?.dataKeys ?? [], affected))
    await renderAll(stale)
    const listed = new Set((await refreshSitemap()).map((page) => page.path))
    const unlisted = new Set([...entry.fixedPublicPaths, ...entry.englishFixedPublicPaths, ...entry.listUnlistedPrerenderRoutes()])
    const rendered = new Set(stale)
    // Was public and is listed no more (archived: it now answers 410), or is listed and new.
    const left = known.filter((path) => !rendered.has(path) && store.meta(path)?.status === 200 && !listed.has(path) && !unlisted.has(path) && !entry.isFeedPath(path))
    const added = [...listed].filter((path) => !store.has(path))
    await renderAll([...left, ...added])
    const last = changes.at(-1)
    if (last) {
      store.revision = last.id
      store.revisionAt = last.changed_at
    }
    store.save()
    return changes.length
  }

  /**
   * Re-renders the pages whose time has come (their render said when time alone changes them);
   * unchanged bytes keep their validators. With none due it reads nothing. @param {Date} [now]
   */
  async function refreshTimed(now = new Date()) {
    const due = store.paths().filter((path) => {
      const refreshAt = store.meta(path)?.refreshAt
      return typeof refreshAt === 'string' && Date.parse(refreshAt) <= now.getTime()
    })
    if (due.length === 0) return
    await renderAll(due)
    // An ad that expired leaves the list of pages.
    await refreshSitemap()
    store.save()
  }

  /**
   * Runs `work` every `everyMs`. While the database is out of reach every run fails the same way:
   * the first failure is logged, then one line when refreshing works again, rather than a line
   * every few seconds of the outage.
   * @param {() => Promise<unknown>} work @param {number} everyMs
   */
  function repeat(work, everyMs) {
    /** @type {NodeJS.Timeout | undefined} */
    let timer
    let stopped = false
    let failuresInARow = 0
    const next = () => {
      if (stopped) return
      timer = setTimeout(() => {
        work()
          .then(() => {
            if (failuresInARow > 0) log.log(`Refreshing pages works again, after ${failuresInARow} failed ${failuresInARow === 1 ? 'try' : 'tries'}.`)
            failuresInARow = 0
          })
          .catch((error) => {
            if (failuresInARow++ === 0) log.error('Refreshing pages failed (retrying quietly until it works):', error instanceof Error ? error.message : error)
          })
          .finally(next)
      }, everyMs)
    }
    next()
    return () => {
      stopped = true
      clearTimeout(timer)
    }
  }

  /** Polls the change log every `pollMs` (until caught up) and refreshes timed pages every `tickMs`. @param {{ pollMs: number, tickMs: number }} timing */
  function start({ pollMs, tickMs }) {
    const stopPolling = repeat(async () => {
      while ((await catchUp()) >= 500);
    }, pollMs)
    const stopTicking = repeat(refreshTimed, tickMs)
    return () => {
      stopPolling()
      stopTicking()
    }
  }

  return { catchUp, refreshTimed, start }
}
