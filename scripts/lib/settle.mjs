// Waits until a page has hydrated and finished everything its load started: no request in
// flight and the main thread idle twice in a row. Faster than Playwright's 'networkidle', which
// always waits half a second, and exact about the work the benchmark means to count.

/** @typedef {{ readonly inFlight: number, readonly pendingUrls: string[], drained(): Promise<void>, stop(): void }} RequestTracker */

/**
 * How long to wait for an idle moment before going on as if there had been one. Headless
 * Chromium now and then runs no idle callback in a phone-sized tab that has nothing left to do:
 * in one full run, 4 of the accessibility journey's 165 phone-width loads waited until their
 * tests timed out, while the same pages loaded alone had their callbacks within milliseconds.
 * For the bench, a page truly busy for a second has shown more main-thread work than any page
 * may do, so the verdict stands.
 */
const idleTimeoutMs = 1000

/** How long a page may keep a request open before `settle` gives up on it. */
const requestTimeoutMs = 30_000

/**
 * Follows the page's requests from now on; call before navigating, and `stop` when a tab that
 * stays open is done with it.
 * @param {import('@playwright/test').Page} page
 * @returns {RequestTracker}
 */
export function trackRequests(page) {
  /** @type {Set<import('@playwright/test').Request>} */
  const pending = new Set()
  /** @type {Array<() => void>} */
  let waiting = []
  /** @param {import('@playwright/test').Request} request */
  const started = (request) => pending.add(request)
  /** @param {import('@playwright/test').Request} request */
  const ended = (request) => {
    pending.delete(request)
    if (pending.size) return
    for (const resolve of waiting) resolve()
    waiting = []
  }
  page.on('request', started)
  page.on('requestfinished', ended)
  page.on('requestfailed', ended)
  return {
    get inFlight() {
      return pending.size
    },
    get pendingUrls() {
      return [...pending].map((request) => request.url())
    },
    drained: () => (pending.size ? new Promise((resolve) => waiting.push(() => resolve(undefined))) : Promise.resolve()),
    stop() {
      page.off('request', started)
      page.off('requestfinished', ended)
      page.off('requestfailed', ended)
    },
  }
}

/** @param {import('@playwright/test').Page} page @param {RequestTracker} requests */
export async function settle(page, requests) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  for (;;) {
    await page.evaluate((timeout) => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve, { timeout }), { timeout })), idleTimeoutMs)
    if (requests.inFlight === 0) return
    /** @type {ReturnType<typeof setTimeout> | undefined} */
    let timer
    const tooLong = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Requests still open after ${requestTimeoutMs / 1000} s: ${requests.pendingUrls.join(', ')}`)), requestTimeoutMs)
    })
    await Promise.race([requests.drained(), tooLong]).finally(() => clearTimeout(timer))
  }
}
