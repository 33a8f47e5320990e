// npm run bench:web: builds the site, serves it as `npm start` does, and measures every public
// route as a phone would load it:
//   - first-load JS and CSS (gzip), requests, layout shift and axe-core violations;
//   - main-thread work (blocking time and CPU time, median of several loads) next to the
//     reference page's, measured in the same run;
//   - Lighthouse mobile and desktop, three runs each, with the machine's benchmark index.
// Writes reports/bench-web.json and exits non-zero when a budget is broken (scripts/lib/budgets.mjs:
// timing-based scores are printed, never judged; docs/decisions/004-budgets-in-the-test-run.md).
//   --quick            the `npm test` step: Lighthouse once, mobile only, on the list pages
//                      named below and one detail page; every other check on every route
//   --no-build         reuse dist/
//   --no-lighthouse    skip Lighthouse
//   --routes=/a,/b     these routes only
//   --rounds=N         main-thread samples per route (default 5)
//   --dist=DIR         serve this build instead of dist/ (implies --no-build)
//   --api-port=N       start the embedded backend on this port (the build must point at it)
//   --chunks           also print each route's scripts and stylesheets, largest first
//   --lighthouse-runs=N  Lighthouse runs per route and preset (default 3; 1 with --quick)
//   --mobile-only      Lighthouse's mobile preset only (as --quick)
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium } from '@playwright/test'
import { createSiteServer } from './serve.mjs'
import { budgets, judgeLighthouse, judgeLoad, judgeMainThread, median } from './lib/budgets.mjs'
import { runLighthouse } from './lib/lighthouse-run.mjs'
import { measureMainThread } from './lib/main-thread.mjs'
import { measureLoad } from './lib/page-load.mjs'
import { run } from './lib/processes.mjs'
import { detailLinkPrefixes, englishRoutes, publicRoutes, referencePath } from './lib/public-routes.mjs'

/**
 * @typedef {import('./lib/lighthouse-run.mjs').LighthousePreset} LighthousePreset
 * @typedef {import('./lib/lighthouse-run.mjs').LighthouseResult} LighthouseResult
 * @typedef {import('./lib/main-thread.mjs').MainThreadSummary} MainThreadSummary
 * @typedef {Omit<import('./lib/page-load.mjs').PageLoad, 'links'>} LoadFigures
 * @typedef {{
 *   blockingMs: number, cpuMs: number, blockingRatio: number, cpuRatio: number,
 *   samples: Array<{ blockingMs: number, cpuMs: number }>,
 *   secondLook?: { blockingRatio: number, cpuRatio: number, failures: string[] },
 * }} MainThreadFigures
 * @typedef {LighthouseResult & { runs: Array<Omit<LighthouseResult, 'failedAudits'>> }} LighthouseFigures
 * One route of the report. A route only Lighthouse visits (the reference page) has no load figures.
 * @typedef {{ route: string, mainThread?: MainThreadFigures, mobile?: LighthouseFigures, desktop?: LighthouseFigures }
 *   & (LoadFigures | { jsKb?: undefined })} RouteEntry
 */

/**
 * The value under `key`, which the run has put there before it asks.
 * @template K, V
 * @param {Map<K, V>} map @param {K} key
 * @returns {V}
 */
function required(map, key) {
  const value = map.get(key)
  if (value === undefined) throw new Error(`No entry for ${String(key)}`)
  return value
}

const args = new Set(process.argv.slice(2))
/** @param {string} name */
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const quick = args.has('--quick')
const distDir = resolve(option('dist') ?? 'dist')
const apiPort = Number(option('api-port') ?? 54321)
const rounds = Number(option('rounds') ?? 5)
const port = Number(process.env.BENCH_PORT ?? 4190)
const debugPort = 9333
const origin = `http://localhost:${port}`
/** Where `--quick` runs Lighthouse (and the detail page sampled from the first of them). */
const lighthouseQuickRoutes = ['/', '/bendruomenes', '/lituanistinis-mokymas']

if (!args.has('--no-build') && !option('dist')) {
  const code = await run(process.execPath, ['scripts/build.mjs'])
  if (code !== 0) process.exit(code)
}

// As `npm start` serves it: with the embedded backend on the API port the build points at.
const { startBackend } = await import('../server/index.mjs')
const backendDir = mkdtempSync(join(tmpdir(), 'bench-web-'))
const backend = await startBackend({ port: apiPort, dataDir: backendDir, quiet: true }).catch((error) => {
  console.warn(`Embedded backend not started (${error.message}); pages that read server data will log errors.`)
  return null
})
const { server } = await createSiteServer({ root: distDir, apiUrl: `http://127.0.0.1:${apiPort}` })
server.listen(port)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  // Playwright turns the back/forward cache off; a visitor's browser has it, and Lighthouse's
  // bf-cache audit checks that every public page can use it.
  ignoreDefaultArgs: ['--disable-back-forward-cache'],
  args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})

const routeArg = option('routes')
const routes = routeArg ? routeArg.split(',') : publicRoutes(distDir)
const referenceRoute = referencePath(distDir)
const detailPrefixes = detailLinkPrefixes(distDir)
/** @type {string[]} */
const failures = []
/** @type {Map<string, RouteEntry>} */
const entries = new Map()
/** How long each step of the run took, printed at the end: the step runs in every `npm test`. */
const stepSeconds = new Map()
let stepStarted = Date.now()
/** @param {string} step */
const stepDone = (step) => {
  stepSeconds.set(step, (Date.now() - stepStarted) / 1000)
  stepStarted = Date.now()
}

// 1. Loads: sizes, requests, shift, axe; each list page adds one of its detail pages.
for (let i = 0; i < routes.length; i++) {
  const route = routes[i]
  const load = await measureLoad(browser, { origin, distDir, route })
  const prefix = detailPrefixes[route]
  const detail = !routeArg && prefix && load.links.find((href) => href?.startsWith(prefix) && href.length > prefix.length)
  if (detail && !routes.includes(detail)) routes.splice(i + 1, 0, detail)
  const { links: _links, ...figures } = load
  if (args.has('--chunks')) {
    console.log(route)
    for (const chunk of load.chunks) console.log(`  ${chunk.kb.toFixed(1).padStart(6)} KB  ${chunk.source || chunk.file}`)
  }
  entries.set(route, { route, ...figures })
  failures.push(...judgeLoad(route, load))
}

// The English pages: their sizes, shift and axe are judged alike. They run the same scripts with
// other words, so the main-thread rounds and Lighthouse below stay with the Lithuanian pages.
// At 375 px, the narrowest phone the portal is checked at: English words run longer, and this is
// where the English pages' axe check at phone width lives (the journeys check them at desktop).
// Each English list adds one of its English detail pages, as the Lithuanian ones do.
const english = routeArg ? [] : englishRoutes(distDir)
for (let i = 0; i < english.length; i++) {
  const route = english[i]
  const { links, ...figures } = await measureLoad(browser, { origin, distDir, route, width: 375 })
  const prefix = detailPrefixes[route.replace(/^\/en(?=\/|$)/, '') || '/']
  const detail = prefix && links.find((href) => href?.startsWith(`/en${prefix}`) && href.length > prefix.length + 3)
  if (detail && !english.includes(detail)) english.splice(i + 1, 0, detail)
  entries.set(route, { route, ...figures })
  failures.push(...judgeLoad(route, figures))
}

stepDone('loads')

// 2. Main-thread work, in rounds: the reference page before the first half of the routes and
//    again before the second, so a change in the machine's load during the run reaches the
//    reference and the routes alike. Every route is judged against the reference's median, so
//    the reference gets twice the samples (its median of five has ranged from 68 to 115 ms
//    between runs on one machine).
/** @type {Map<string, MainThreadSummary[]>} */
const samples = new Map([[referenceRoute, []], ...routes.map(/** @returns {[string, MainThreadSummary[]]} */ (route) => [route, []])])
const half = Math.ceil(routes.length / 2)
const roundOrder = [referenceRoute, ...routes.slice(0, half), referenceRoute, ...routes.slice(half)]
for (let round = 0; round < rounds; round++) {
  for (const route of roundOrder) required(samples, route).push(await measureMainThread(browser, origin + route))
}
const referenceSamples = required(samples, referenceRoute)
const reference = { blockingMs: median(referenceSamples.map((s) => s.blockingMs)), cpuMs: median(referenceSamples.map((s) => s.cpuMs)) }
for (const route of routes) {
  const own = required(samples, route)
  const blockingMs = median(own.map((s) => s.blockingMs))
  const cpuMs = median(own.map((s) => s.cpuMs))
  /** @type {MainThreadFigures} */
  const figures = {
    blockingMs: Math.round(blockingMs),
    cpuMs: Math.round(cpuMs),
    blockingRatio: +(blockingMs / reference.blockingMs).toFixed(2),
    cpuRatio: +(cpuMs / reference.cpuMs).toFixed(2),
    samples: own.map((s) => ({ blockingMs: Math.round(s.blockingMs), cpuMs: Math.round(s.cpuMs) })),
  }
  required(entries, route).mainThread = figures
  const verdict = judgeMainThread(route, own, referenceSamples)
  if (verdict.length === 0) continue
  // A second look before a route fails: its loads and the reference's alternate, so both see the
  // same moments of a machine whose speed comes and goes in phases of seconds (in three runs of
  // one build, /bendruomenes measured 1.65×, 2.81× and 1.86× the reference's blocking time).
  // A change that really made the route heavier fails both looks.
  /** @type {MainThreadSummary[]} */
  const again = []
  /** @type {MainThreadSummary[]} */
  const referenceAgain = []
  for (let round = 0; round < rounds; round++) {
    referenceAgain.push(await measureMainThread(browser, origin + referenceRoute))
    again.push(await measureMainThread(browser, origin + route))
  }
  const secondVerdict = judgeMainThread(route, again, referenceAgain)
  figures.secondLook = {
    blockingRatio: +(median(again.map((s) => s.blockingMs)) / median(referenceAgain.map((s) => s.blockingMs))).toFixed(2),
    cpuRatio: +(median(again.map((s) => s.cpuMs)) / median(referenceAgain.map((s) => s.cpuMs))).toFixed(2),
    failures: secondVerdict,
  }
  console.log(`Second look at ${route} (${verdict.join('; ')}): ${secondVerdict.length ? secondVerdict.join('; ') : 'within budget'}`)
  failures.push(...secondVerdict)
}

stepDone('main thread')

// 3. Lighthouse: the non-timing categories are judged; performance and its timings are printed.
if (!args.has('--no-lighthouse')) {
  const firstDetail = routes.find((route) => Object.values(detailPrefixes).some((prefix) => route.startsWith(prefix)))
  const lighthouseRoutes = quick ? routes.filter((route) => lighthouseQuickRoutes.includes(route) || route === firstDetail) : [referenceRoute, ...routes]
  /** @type {LighthousePreset[]} */
  const presets = quick || args.has('--mobile-only') ? ['mobile'] : ['mobile', 'desktop']
  const runs = Number(option('lighthouse-runs') ?? (quick ? 1 : 3))
  for (const route of lighthouseRoutes) {
    /** @type {RouteEntry} */
    const entry = entries.get(route) ?? { route }
    entries.set(route, entry)
    for (const preset of presets) {
      /** @type {LighthouseResult[]} */
      const results = []
      for (let i = 0; i < runs; i++) results.push(await runLighthouse(origin + route, { port: debugPort, preset }))
      /** @param {'performance' | 'tbtMs' | 'lcpMs' | 'benchmarkIndex'} key */
      const pick = (key) => median(results.map((r) => r[key]))
      entry[preset] = {
        performance: pick('performance'),
        accessibility: Math.min(...results.map((r) => r.accessibility)),
        'best-practices': Math.min(...results.map((r) => r['best-practices'])),
        seo: Math.min(...results.map((r) => r.seo)),
        tbtMs: pick('tbtMs'),
        lcpMs: pick('lcpMs'),
        cls: Math.max(...results.map((r) => r.cls)),
        benchmarkIndex: pick('benchmarkIndex'),
        runs: results.map(({ failedAudits: _failed, ...r }) => r),
        failedAudits: [...new Set(results.flatMap((r) => r.failedAudits))],
      }
      if (route !== referenceRoute) failures.push(...judgeLighthouse(route, preset, entry[preset]))
    }
  }
}
stepDone('Lighthouse')

await browser.close()
server.close()
await backend?.close()
rmSync(backendDir, { recursive: true, force: true })

/** @param {number | undefined} value */
const fixed = (value, digits = 1) => (value === undefined ? '-' : value.toFixed(digits))
console.log(`Reference page ${referenceRoute}: main-thread blocking ${Math.round(reference.blockingMs)} ms, CPU ${Math.round(reference.cpuMs)} ms (median of ${referenceSamples.length})`)
for (const entry of entries.values()) {
  /** @param {LighthousePreset} preset */
  const lh = (preset) => {
    const r = entry[preset]
    return r ? `${preset} ${r.performance}/${r.accessibility}/${r['best-practices']}/${r.seo} TBT ${r.tbtMs} LCP ${r.lcpMs}` : ''
  }
  const mt = entry.mainThread
  console.log(
    [
      entry.route.padEnd(44),
      entry.jsKb === undefined ? '' : `JS ${fixed(entry.jsKb).padStart(6)} KB  CSS ${fixed(entry.cssKb).padStart(4)} KB  data ${fixed(entry.dataKb).padStart(5)} KB  req ${String(entry.requests).padStart(3)}  CLS ${entry.cls}  axe ${entry.axe.length}`,
      mt ? `blocking ${String(mt.blockingMs).padStart(4)} ms (${fixed(mt.blockingRatio, 2)}×)  CPU ${String(mt.cpuMs).padStart(4)} ms (${fixed(mt.cpuRatio, 2)}×)` : '',
      lh('mobile'),
      lh('desktop'),
    ]
      .filter(Boolean)
      .join('  '),
  )
}
/** @param {number | undefined} index @returns {index is number} */
const measured = (index) => Boolean(index)
const benchmarkIndex = [...entries.values()].map((e) => e.mobile?.benchmarkIndex).filter(measured)
if (benchmarkIndex.length) console.log(`Machine benchmark index (Lighthouse, median): ${median(benchmarkIndex)}`)
console.log(`Time: ${[...stepSeconds].map(([step, seconds]) => `${step} ${seconds.toFixed(0)} s`).join(', ')}`)

mkdirSync('reports', { recursive: true })
writeFileSync(
  'reports/bench-web.json',
  JSON.stringify({ date: new Date().toISOString(), budgets, reference, routes: [...entries.values()], failures }, null, 2),
)
console.log(`\nReport: reports/bench-web.json`)
if (failures.length) {
  console.log(`\nBudgets broken:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log('All budgets met.')
