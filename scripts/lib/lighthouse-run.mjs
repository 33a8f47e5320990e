// One Lighthouse run through an already running Chromium's debugging port.
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

/**
 * @typedef {'mobile' | 'desktop'} LighthousePreset
 * @typedef {'performance' | 'accessibility' | 'best-practices' | 'seo'} LighthouseCategory
 * @typedef {Record<LighthouseCategory, number> & {
 *   lcpMs: number, tbtMs: number, cls: number, benchmarkIndex: number, failedAudits: string[],
 * }} LighthouseResult
 */

/** @type {LighthouseCategory[]} */
export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo']

/**
 * @param {string} url @param {{ port: number, preset: LighthousePreset }} options
 * @returns {Promise<LighthouseResult>}
 */
export async function runLighthouse(url, { port, preset }) {
  /** @type {import('lighthouse').Flags} */
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: lighthouseCategories }
  const result = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined)
  if (!result) throw new Error(`Lighthouse returned no result for ${url}`)
  const { lhr } = result
  /** @param {LighthouseCategory} id */
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  /** @param {string} id */
  const audit = (id) => lhr.audits[id]?.numericValue ?? 0
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audit('largest-contentful-paint')),
    tbtMs: Math.round(audit('total-blocking-time')),
    cls: Number(audit('cumulative-layout-shift').toFixed(3)),
    /** Lighthouse's measure of this machine's speed at the time (higher is faster). */
    benchmarkIndex: Math.round(lhr.environment?.benchmarkIndex ?? 0),
    failedAudits: Object.values(lhr.audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  }
}
