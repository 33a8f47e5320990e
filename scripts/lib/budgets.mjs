// The performance and accessibility budgets, and the rules that judge a measurement against
// them. Only figures a change decides are judged: bytes, requests, what the home page loads,
// axe, layout shift, Lighthouse's non-timing categories, and main-thread work as a ratio of
// the reference page measured in the same run. Lighthouse's performance score is printed,
// never judged: it scales with how busy the machine is (docs/decisions/004-budgets-in-the-test-run.md).

export const budgets = {
  /**
   * First-load JavaScript of the home page, KB gzip, in either language: what it was before the
   * pages spoke English (86.6) plus the 3 KB the messages may add (tightened from 100 once pages
   * carried their data, then from 90).
   */
  homeJsKb: 89.6,
  /** First-load JavaScript of any other public page, KB gzip (tightened from 120 likewise). */
  routeJsKb: 105,
  /**
   * Pages held to their own first-load budget instead: the chat page was 103.9 KB before the pages
   * spoke English, and that work may add at most 4 KB to any page.
   */
  pageJsKb: /** @type {Record<string, number>} */ ({ '/pokalbiai': 107.9, '/en/pokalbiai': 107.9 }),
  /** First-load CSS of any public page, KB gzip. */
  cssKb: 15,
  /** Requests until the page is hydrated and the network is idle. */
  requests: 60,
  axeViolations: 0,
  /** Cumulative layout shift while the page loads and hydrates. */
  cls: 0,
  /** Lighthouse categories that do not depend on timing. */
  lighthouse: { accessibility: 100, 'best-practices': 100, seo: 100 },
  /** Lighthouse audits every public page must pass: bf-cache, so going back is instant on phones. */
  lighthouseAudits: ['bf-cache'],
  /**
   * Main-thread blocking time may be at most this multiple of the reference page's. The goal is
   * 2×; the extra half covers the run-to-run spread of a median on a busy 2-core machine.
   */
  blockingRatio: 2.5,
  /** Or the reference's plus this much, whichever is larger: on a fast machine the floor nears zero, and a ratio of near-zero figures means nothing. */
  blockingSlackMs: 100,
  /** Main-thread CPU time may be at most this multiple of the reference page's: work sliced into short tasks blocks nothing but still delays the page. */
  cpuRatio: 3,
}

/** The home page in Lithuanian and in English. */
export const homeRoutes = ['/', '/en']

/** Code that must never reach the home page's first load: libraries by a string each keeps after minification, our own areas by source folder. */
export const homeExclusions = {
  libraries: { 'supabase-js': 'GoTrueClient', zod: 'ZodError', 'react-hook-form': 'shouldUnregister' },
  folders: { 'admin area': 'src/features/admin/', 'chat page': 'src/features/chat/', 'account page': 'src/features/account/' },
}

/**
 * @typedef {typeof budgets} Budgets
 * @typedef {keyof Budgets['lighthouse']} JudgedCategory
 * @typedef {{ jsKb: number, cssKb: number, requests: number, heavy: string[], axe: string[], cls: number }} JudgedLoad
 * @typedef {{ performance?: number, accessibility?: number, 'best-practices'?: number, seo?: number, failedAudits?: string[] }} LighthouseScores
 * @typedef {{ blockingMs: number, cpuMs: number }} MainThreadSample
 */

/**
 * Failures of one page load: sizes, requests, heavy code on the home page, axe, layout shift.
 * @param {string} route @param {JudgedLoad} load @param {Budgets} [limits]
 */
export function judgeLoad(route, load, limits = budgets) {
  const failures = []
  const isHome = homeRoutes.includes(route)
  const jsLimit = isHome ? limits.homeJsKb : (limits.pageJsKb[route] ?? limits.routeJsKb)
  if (load.jsKb > jsLimit) failures.push(`${route}: first-load JS ${load.jsKb.toFixed(1)} KB > ${jsLimit} KB`)
  if (load.cssKb > limits.cssKb) failures.push(`${route}: first-load CSS ${load.cssKb.toFixed(1)} KB > ${limits.cssKb} KB`)
  if (load.requests > limits.requests) failures.push(`${route}: ${load.requests} requests > ${limits.requests}`)
  if (isHome && load.heavy.length) failures.push(`${route}: first load includes ${load.heavy.join(', ')}`)
  if (load.axe.length > limits.axeViolations) failures.push(`${route}: axe ${load.axe.join(', ')}`)
  if (load.cls > limits.cls) failures.push(`${route}: layout shift ${load.cls} > ${limits.cls}`)
  return failures
}

/**
 * Failures of Lighthouse's categories that do not depend on timing (performance is not judged), and of the required audits.
 * @param {string} route @param {string} preset @param {LighthouseScores} scores @param {Budgets} [limits]
 */
export function judgeLighthouse(route, preset, scores, limits = budgets) {
  // Object.entries widens the keys to string; they are the budget's own categories.
  const categories = /** @type {Array<[JudgedCategory, number]>} */ (Object.entries(limits.lighthouse))
    .filter(([category, min]) => scores[category] !== undefined && scores[category] < min)
    .map(([category, min]) => `${route}: ${preset} ${category} ${scores[category]} < ${min}`)
  const audits = limits.lighthouseAudits
    .filter((audit) => scores.failedAudits?.includes(audit))
    .map((audit) => `${route}: ${preset} audit ${audit} failed`)
  return [...categories, ...audits]
}

/** Median of a list of numbers (of an even count, the mean of the middle two). @param {readonly number[]} values */
export function median(values) {
  const sorted = [...values].sort((a, b) => a - b)
  const middle = Math.floor(sorted.length / 2)
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2
}

/**
 * Failures of a route's main-thread work against the reference page's, each the median of
 * samples taken in the same run ({ blockingMs, cpuMs } per sample).
 * @param {string} route @param {MainThreadSample[]} samples @param {MainThreadSample[]} referenceSamples @param {Budgets} [limits]
 */
export function judgeMainThread(route, samples, referenceSamples, limits = budgets) {
  const blocking = median(samples.map((s) => s.blockingMs))
  const cpu = median(samples.map((s) => s.cpuMs))
  const refBlocking = median(referenceSamples.map((s) => s.blockingMs))
  const refCpu = median(referenceSamples.map((s) => s.cpuMs))
  const blockingLimit = Math.max(limits.blockingRatio * refBlocking, refBlocking + limits.blockingSlackMs)
  const cpuLimit = limits.cpuRatio * refCpu
  const failures = []
  if (blocking > blockingLimit) {
    failures.push(`${route}: main-thread blocking ${Math.round(blocking)} ms > ${Math.round(blockingLimit)} ms (reference page ${Math.round(refBlocking)} ms)`)
  }
  if (cpu > cpuLimit) {
    failures.push(`${route}: main-thread CPU ${Math.round(cpu)} ms > ${Math.round(cpuLimit)} ms (${limits.cpuRatio}× the reference page's ${Math.round(refCpu)} ms)`)
  }
  return failures
}
