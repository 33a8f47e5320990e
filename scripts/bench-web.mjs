// npm run bench:web — a benchmark, not a test. Builds the site, serves it as `npm start` does,
// and reports per public route: first-load JS and CSS (gzip), request count, Lighthouse mobile
// and desktop scores with LCP/TBT/CLS, and axe-core violations. Writes reports/bench-web.json
// and exits non-zero when a budget of DECISIONS.md §7 is broken.
//   --quick            only /, /bendruomenes and /lituanistinis-mokymas
//   --no-build         reuse dist/
//   --no-lighthouse    sizes and axe only
//   --routes=/a,/b     these routes only
//   --dist=DIR         serve this build instead of dist/ (implies --no-build)
//   --api-port=N       start the embedded backend on this port (the build must point at it)
// A Lighthouse category under budget is measured twice more and judged by its median, as
// Lighthouse's own guidance on variance recommends; the report keeps every run's score.
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import AxeBuilder from '@axe-core/playwright'
import lighthouse from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { chromium } from '@playwright/test'
import { createStaticServer } from './serve.mjs'
import { run } from './lib/processes.mjs'
import { detailLinkPrefixes, publicRoutes } from './lib/public-routes.mjs'

const args = new Set(process.argv.slice(2))
const option = (name) => process.argv.find((a) => a.startsWith(`--${name}=`))?.slice(name.length + 3)
const routeArg = option('routes')
const distDir = resolve(option('dist') ?? 'dist')
const apiPort = Number(option('api-port') ?? 54321)
const port = Number(process.env.BENCH_PORT ?? 4190)
const debugPort = 9333
const origin = `http://localhost:${port}`

const budgets = {
  homeJsKb: 100,
  cssKb: 15,
  performance: 95,
  accessibility: 100,
  'best-practices': 100,
  seo: 100,
  axe: 0,
}

// Code that must never reach the home page's first load (DECISIONS.md §7): libraries found by a
// string each keeps after minification, our own areas by their source folders in Vite's manifest.
const libraryMarkers = { 'supabase-js': 'GoTrueClient', zod: 'ZodError', 'react-hook-form': 'shouldUnregister' }
const excludedFolders = { 'admin area': 'src/features/admin/', 'chat page': 'src/features/chat/', 'account page': 'src/features/account/' }

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
const server = createStaticServer({ root: distDir, apiUrl: `http://127.0.0.1:${apiPort}` }).listen(port)
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [`--remote-debugging-port=${debugPort}`, '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
})

const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

/** Loads a route in a fresh context; returns the JS/CSS it pulled in, the request count and axe results. */
async function measureLoad(route) {
  const context = await browser.newContext()
  const page = await context.newPage()
  const assets = []
  let requests = 0
  page.on('request', () => requests++)
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) assets.push(url.pathname)
  })
  await page.goto(origin + route, { waitUntil: 'networkidle' })
  const sizeOf = (ext) => assets.filter((a) => a.endsWith(ext)).reduce((sum, a) => sum + gzipKb(join(distDir, a)), 0)
  const scripts = assets.filter((a) => a.endsWith('.js')).map((a) => readFileSync(join(distDir, a), 'utf8')).join('\n')
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'))
  const loaded = new Set(assets.map((a) => a.replace(/^\//, '')))
  const heavy = [
    ...Object.entries(libraryMarkers).filter(([, marker]) => scripts.includes(marker)).map(([name]) => name),
    ...Object.entries(excludedFolders)
      .filter(([, folder]) => Object.entries(manifest).some(([source, chunk]) => source.startsWith(folder) && loaded.has(chunk.file)))
      .map(([name]) => name),
  ]
  const axe = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa']).analyze()
  const links = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href')))
  await context.close()
  return {
    jsKb: sizeOf('.js'),
    cssKb: sizeOf('.css'),
    requests,
    heavy,
    axeViolations: axe.violations.map((v) => `${v.id} (${v.nodes.length})`),
    links,
  }
}

/** Runs Lighthouse; a category under budget is re-measured twice and judged by the median. */
async function runLighthouse(route, preset) {
  const first = await lighthouseOnce(route, preset)
  const under = categories.filter((c) => first[c] < budgets[c])
  if (!under.length) return first
  const runs = [first, await lighthouseOnce(route, preset), await lighthouseOnce(route, preset)]
  const result = { ...first, runs: runs.map((r) => Object.fromEntries(categories.map((c) => [c, r[c]]))) }
  for (const c of categories) result[c] = median(runs.map((r) => r[c]))
  return result
}

async function lighthouseOnce(route, preset) {
  const flags = { port: debugPort, output: 'json', logLevel: 'error', onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'] }
  const result = await lighthouse(origin + route, flags, preset === 'desktop' ? desktopConfig : undefined)
  const { categories, audits } = result.lhr
  const score = (id) => Math.round((categories[id]?.score ?? 0) * 100)
  return {
    performance: score('performance'),
    accessibility: score('accessibility'),
    'best-practices': score('best-practices'),
    seo: score('seo'),
    lcpMs: Math.round(audits['largest-contentful-paint']?.numericValue ?? 0),
    tbtMs: Math.round(audits['total-blocking-time']?.numericValue ?? 0),
    cls: Number((audits['cumulative-layout-shift']?.numericValue ?? 0).toFixed(3)),
    failedAudits: Object.values(audits)
      .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode === 'binary')
      .map((a) => a.id),
  }
}

const categories = ['performance', 'accessibility', 'best-practices', 'seo']
let routes = args.has('--quick') ? ['/', '/bendruomenes', '/lituanistinis-mokymas'] : publicRoutes(distDir)
if (routeArg) routes = routeArg.slice('--routes='.length).split(',')

const report = []
const failures = []
for (let i = 0; i < routes.length; i++) {
  const route = routes[i]
  const load = await measureLoad(route)
  const prefix = detailLinkPrefixes[route]
  const detail = prefix && load.links.find((href) => href?.startsWith(prefix) && href.length > prefix.length)
  if (detail && !routes.includes(detail) && !routeArg) routes.splice(i + 1, 0, detail)
  const entry = { route, jsKb: +load.jsKb.toFixed(1), cssKb: +load.cssKb.toFixed(1), requests: load.requests, axe: load.axeViolations, heavy: load.heavy }
  if (!args.has('--no-lighthouse')) {
    entry.mobile = await runLighthouse(route, 'mobile')
    entry.desktop = await runLighthouse(route, 'desktop')
  }
  report.push(entry)

  if (route === '/' && entry.jsKb > budgets.homeJsKb) failures.push(`${route}: JS ${entry.jsKb} KB > ${budgets.homeJsKb} KB`)
  if (route === '/' && entry.heavy.length) failures.push(`${route}: first load includes ${entry.heavy.join(', ')}`)
  if (entry.cssKb > budgets.cssKb) failures.push(`${route}: CSS ${entry.cssKb} KB > ${budgets.cssKb} KB`)
  if (entry.axe.length > budgets.axe) failures.push(`${route}: axe ${entry.axe.join(', ')}`)
  for (const preset of ['mobile', 'desktop']) {
    for (const category of categories) {
      const value = entry[preset]?.[category]
      if (value !== undefined && value < budgets[category]) failures.push(`${route}: ${preset} ${category} ${value} < ${budgets[category]}`)
    }
  }
  const lh = (p) => (entry[p] ? `${entry[p].performance}/${entry[p].accessibility}/${entry[p]['best-practices']}/${entry[p].seo}` : '-')
  console.log(
    [route.padEnd(42), `JS ${entry.jsKb.toFixed(1).padStart(6)} KB`, `CSS ${entry.cssKb.toFixed(1).padStart(5)} KB`, `req ${String(entry.requests).padStart(3)}`,
      `mobile ${lh('mobile')}`, entry.mobile ? `LCP ${entry.mobile.lcpMs} ms TBT ${entry.mobile.tbtMs} ms CLS ${entry.mobile.cls}` : '', `desktop ${lh('desktop')}`, `axe ${entry.axe.length}`].join('  '),
  )
}

await browser.close()
server.close()
await backend?.close()
rmSync(backendDir, { recursive: true, force: true })
mkdirSync('reports', { recursive: true })
writeFileSync('reports/bench-web.json', JSON.stringify({ date: new Date().toISOString(), budgets, routes: report, failures }, null, 2))
console.log(`\nReport: reports/bench-web.json`)
if (failures.length) {
  console.log(`\nBudgets broken:\n- ${failures.join('\n- ')}`)
  process.exit(1)
}
console.log('All budgets met.')
