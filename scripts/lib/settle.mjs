// Waits until a page has hydrated and finished everything its load started: no request in
// flight and the main thread idle twice in a row. Faster than Playwright's 'networkidle', which
// always waits half a second, and exact about the work the benchmark means to count.

/** @typedef {{ readonly inFlight: number }} RequestTracker */

/**
 * Counts the page's requests in flight from now on; call before navigating.
 * @param {import('@playwright/test').Page} page
 * @returns {RequestTracker}
 */
export function trackRequests(page) {
  let inFlight = 0
  const done = () => inFlight--
  page.on('request', () => inFlight++)
  page.on('requestfinished', done)
  page.on('requestfailed', done)
  return { get inFlight() { return inFlight } }
}

/** @param {import('@playwright/test').Page} page @param {RequestTracker} requests */
export async function settle(page, requests) {
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  for (;;) {
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => requestIdleCallback(resolve))))
    if (requests.inFlight <= 0) return
    await page.waitForEvent('requestfinished')
  }
}
