// One Lighthouse run through an already running Chromium's debugging port.
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'

export const lighthouseCategories = ['performance', 'accessibility', 'best-practices', 'seo']

export async function runLighthouse(url, { port, preset }) {
  const flags = { port, output: 'json', logLevel: 'error', onlyCategories: lighthouseCategories }
  const { lhr } = await lighthouse(url, flags, preset === 'desktop' ? desktopConfig : undefined)
  const score = (id) => Math.round((lhr.categories[id]?.score ?? 0) * 100)
  const audit = (id) => lhr.audits[id]?.numericValue ?? 0
  return {
    ...Object.fromEntries(lighthouseCategories.map((category) => [category, score(category)])),
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
