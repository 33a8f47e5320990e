// One page load as a first-time visitor on a phone-sized screen: what it downloads before it
// is hydrated and idle, the layout shift it causes, and axe-core's verdict.
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { axeViolations, wcagTags } from './axe.mjs'
import { homeExclusions } from './budgets.mjs'
import { settle, trackRequests } from './settle.mjs'

/**
 * A layout-shift performance entry (the DOM library has no type for it), and the window with
 * the running total the init script below keeps on it.
 * @typedef {PerformanceEntry & { hadRecentInput: boolean, value: number }} LayoutShiftEntry
 * @typedef {Window & typeof globalThis & { __layoutShift: { cls: number } }} LayoutShiftWindow
 * @typedef {{ file: string, source: string, kb: number }} LoadedChunk
 * @typedef {{
 *   jsKb: number, chunks: LoadedChunk[], cssKb: number, dataKb: number, requests: number, heavy: string[],
 *   cls: number, axe: string[], links: Array<string | null>,
 * }} PageLoad
 */

/** @param {string} file */
const gzipKb = (file) => gzipSync(readFileSync(file), { level: 9 }).length / 1024

/** Sums every layout shift not caused by input, from the first paint on. */
function observeLayoutShift() {
  const state = { cls: 0 }
  Object.defineProperty(window, '__layoutShift', { value: state })
  new PerformanceObserver((list) => {
    // The observer is registered for 'layout-shift' entries only.
    for (const entry of /** @type {LayoutShiftEntry[]} */ (list.getEntries())) if (!entry.hadRecentInput) state.cls += entry.value
  }).observe({ type: 'layout-shift', buffered: true })
}

/**
 * A page's first load on a phone: 412 px wide (a mid-range Android, as Lighthouse's mobile preset)
 * unless `width` says otherwise.
 * @param {import('@playwright/test').Browser} browser
 * @param {{ origin: string, distDir: string, route: string, width?: number }} target
 * @returns {Promise<PageLoad>}
 */
export async function measureLoad(browser, { origin, distDir, route, width = 412 }) {
  const context = await browser.newContext({ viewport: { width, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true })
  const page = await context.newPage()
  await page.addInitScript(observeLayoutShift)
  /** @type {string[]} */
  const assets = []
  let requests = 0
  page.on('request', () => requests++)
  page.on('response', (response) => {
    const url = new URL(response.url())
    if (url.origin === origin && /\.(js|css)$/.test(url.pathname)) assets.push(url.pathname)
  })
  const inFlight = trackRequests(page)
  await page.goto(origin + route)
  await settle(page, inFlight)
  const cls = await page.evaluate(() =>
    new Promise((/** @type {(cls: number) => void} */ resolve) =>
      requestAnimationFrame(() => resolve(/** @type {LayoutShiftWindow} */ (window).__layoutShift.cls)),
    ),
  )
  /** @param {string} ext */
  const sizeOf = (ext) => assets.filter((a) => a.endsWith(ext)).reduce((sum, a) => sum + gzipKb(join(distDir, a)), 0)
  const scripts = assets.filter((a) => a.endsWith('.js')).map((a) => readFileSync(join(distDir, a), 'utf8')).join('\n')
  // Each language's bundle has its manifest (the build keeps the English one beside the Lithuanian).
  const manifests = ['.vite/manifest.json', '.vite/manifest-en.json'].filter((file) => existsSync(join(distDir, file)))
  /** @type {import('vite').Manifest} */
  const manifest = Object.fromEntries(
    manifests.flatMap((file, index) => Object.entries(JSON.parse(readFileSync(join(distDir, file), 'utf8'))).map(([source, chunk]) => [index ? `${source}#en` : source, chunk])),
  )
  const loaded = new Set(assets.map((a) => a.replace(/^\//, '')))
  const heavy = [
    ...Object.entries(homeExclusions.libraries).filter(([, marker]) => scripts.includes(marker)).map(([name]) => name),
    ...Object.entries(homeExclusions.folders)
      .filter(([, folder]) => Object.entries(manifest).some(([source, chunk]) => source.startsWith(folder) && loaded.has(chunk.file)))
      .map(([name]) => name),
  ]
  const axe = await axeViolations(page, wcagTags)
  const links = await page.$$eval('a[href]', (as) => as.map((a) => a.getAttribute('href')))
  // The data the page carries in its HTML (the page-data block), uncompressed.
  const dataBytes = await page.evaluate(() => new TextEncoder().encode(document.getElementById('page-data')?.outerHTML ?? '').length)
  await context.close()
  // An entry is named by its source; a shared chunk (key '_<file>') by the name the bundler gave it.
  const sourceOf = new Map(Object.entries(manifest).map(([key, chunk]) => [chunk.file, key.startsWith('_') && chunk.name ? `_${chunk.name}` : key]))
  return {
    jsKb: sizeOf('.js'),
    /** Each script and stylesheet loaded, largest first, named by the source the build made it from. */
    chunks: assets
      .map((asset) => ({ file: asset, source: sourceOf.get(asset.replace(/^\//, '')) ?? '', kb: +gzipKb(join(distDir, asset)).toFixed(1) }))
      .sort((a, b) => b.kb - a.kb),
    cssKb: sizeOf('.css'),
    dataKb: dataBytes / 1024,
    requests,
    heavy,
    cls: Number(cls.toFixed(3)),
    axe,
    links,
  }
}
