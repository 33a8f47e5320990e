// Public pages that failed to render, reported to administrators (public.page_render_failures,
// listed on the dashboard): the build and the site's server record a failure with an upsert and
// delete the row once the page renders fine again. Written through the data API with the service
// key, which only the server side holds (SUPABASE_SERVICE_ROLE_KEY, never a VITE_ variable);
// without it a failure is only logged. Reporting never throws: a render's outcome stands alone.

/** The database's limit on the stored error text. */
const ERROR_LIMIT = 4000

/**
 * @typedef {{
 *   failed: (path: string, error: unknown) => Promise<void>,
 *   rendered: (path: string) => Promise<void>,
 *   settled: () => Promise<void>,
 * }} RenderFailures
 */

/** @param {unknown} error */
export const errorText = (error) => (error instanceof Error ? (error.stack ?? error.message) : String(error)).slice(0, ERROR_LIMIT)

/**
 * @param {{
 *   apiUrl: string, source: 'build' | 'server', serviceKey?: string,
 *   fetch?: typeof fetch, log?: Pick<Console, 'error' | 'log'>,
 * }} options serviceKey: by default SUPABASE_SERVICE_ROLE_KEY from the environment
 * @returns {RenderFailures}
 */
export function createRenderFailures({ apiUrl, source, serviceKey = process.env.SUPABASE_SERVICE_ROLE_KEY, fetch: request = fetch, log = console }) {
  const endpoint = `${apiUrl.replace(/\/$/, '')}/rest/v1/page_render_failures`
  const headers = serviceKey ? { apikey: serviceKey, Authorization: `Bearer ${serviceKey}`, 'Content-Type': 'application/json' } : null
  /** @type {Set<Promise<void>>} */
  const pending = new Set()
  /** Each path's reports in the order they were made, so a clearing never overtakes its failure. @type {Map<string, Promise<void>>} */
  const queues = new Map()
  let told = false
  /**
   * The paths with a recorded failure, read once: a page that renders fine costs a request only
   * when it had failed. Read again after a read that failed.
   * @type {Promise<Set<string>> | null}
   */
  let recorded = null

  /** @param {string} what @param {string} query @param {{ method: string, headers?: Record<string, string>, body?: string }} init */
  async function call(what, query, init) {
    try {
      const response = await request(`${endpoint}${query}`, { ...init, headers: { ...headers, ...init.headers } })
      if (!response.ok) throw new Error(`${response.status} ${await response.text()}`)
      return response
    } catch (error) {
      log.error(`Reporting a page's render on the dashboard failed (${what}):`, error instanceof Error ? error.message : error)
      return null
    }
  }

  function recordedPaths() {
    recorded ??= call('reading the recorded failures', '?select=path', { method: 'GET' }).then(async (response) => {
      const rows = /** @type {{ path: string }[] | null} */ (await response?.json().catch(() => null))
      if (!Array.isArray(rows)) {
        recorded = null
        return new Set()
      }
      return new Set(rows.map((row) => row.path))
    })
    return recorded
  }

  /** @param {string} path @param {() => Promise<void>} work */
  function track(path, work) {
    const promise = (queues.get(path) ?? Promise.resolve()).then(work)
    queues.set(path, promise)
    pending.add(promise)
    void promise.finally(() => {
      pending.delete(promise)
      if (queues.get(path) === promise) queues.delete(path)
    })
    return promise
  }

  return {
    failed: (path, error) =>
      track(path, async () => {
        if (!headers) {
          if (!told) log.log('SUPABASE_SERVICE_ROLE_KEY is not set: pages that fail to render are logged here only, not reported on the dashboard.')
          told = true
          return
        }
        const paths = await recordedPaths()
        const row = { path, error: errorText(error), source, failed_at: new Date().toISOString() }
        const response = await call(`recording ${path}`, '?on_conflict=path', {
          method: 'POST',
          headers: { Prefer: 'resolution=merge-duplicates,return=minimal' },
          body: JSON.stringify(row),
        })
        if (response) paths.add(path)
      }),
    rendered: (path) =>
      track(path, async () => {
        if (!headers) return
        const paths = await recordedPaths()
        if (!paths.has(path)) return
        paths.delete(path)
        await call(`clearing ${path}`, `?path=eq.${encodeURIComponent(path)}`, { method: 'DELETE', headers: { Prefer: 'return=minimal' } })
      }),
    settled: async () => {
      while (pending.size > 0) await Promise.all([...pending])
    },
  }
}
