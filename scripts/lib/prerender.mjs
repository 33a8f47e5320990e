// The build's last step: every public page rendered from the database (the data API with the
// public key) into static HTML with its data, plus sitemap.xml, robots.txt and _headers. The
// server bundle, the template and the pages' manifest are kept beside the build for the site's
// server, which keeps the pages current afterwards (scripts/site/).
import { copyFileSync, mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { siteUrl, supabaseUrl } from './env.mjs'
import { composePage } from './page-html.mjs'
import { writeHeadersFile } from './security-headers.mjs'
import { robotsTxt, sitemapFiles } from './sitemap.mjs'
import { PageStore } from '../site/page-store.mjs'
import { createRenderFailures } from '../site/render-failures.mjs'
import { loadServerEntry, serverDir } from '../site/server-entry.mjs'

/**
 * Pages rendered at once: a render waits on the data API about as long as it computes, so a few
 * at a time keep both the build and the database busy (one at a time took 27 ms a page at a
 * hundred times the sample).
 */
const RENDERS_AT_ONCE = 4

/**
 * Runs `work` on every item, at most `limit` at a time.
 * @template T @param {readonly T[]} items @param {number} limit @param {(item: T) => Promise<void>} work
 */
async function eachAtOnce(items, limit, work) {
  let next = 0
  const worker = async () => {
    while (next < items.length) await work(items[next++])
  }
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker))
}

/**
 * @param {{ outDir: string, requireData?: boolean, warm?: boolean }} options requireData: fail
 * when the database cannot be read (a production build must never ship without its pages); warm:
 * the bundles are the last build's, so its pages are kept and only what the database changed
 * since is rendered again (when the last build read the same database)
 */
export async function prerenderSite({ outDir, requireData = false, warm = false }) {
  if (!warm) {
    const templatePath = join(outDir, 'index.html')
    // The untouched shells answer the pages that render in the browser only (account, admin, forms):
    // 200.html, and en/200.html (the English build's, written by the build) under /en.
    copyFileSync(templatePath, join(outDir, '200.html'))
    copyFileSync(templatePath, join(serverDir(outDir), 'template.html'))
    copyFileSync(join(outDir, 'en', '200.html'), join(serverDir(outDir), 'template-en.html'))
  }
  const { entry, templates } = await loadServerEntry(outDir)
  const base = siteUrl()

  // For the benchmark: the fixed public pages in each language, the reference page and where each
  // list's detail pages start, from the router's own paths.
  /** @type {import('./public-routes.mjs').BuiltRoutes} */
  const builtRoutes = {
    publicRoutes: entry.fixedPublicPaths,
    englishRoutes: entry.englishFixedPublicPaths,
    referenceRoute: entry.referenceRoute,
    detailPrefixes: entry.detailPrefixes(),
  }
  mkdirSync(join(outDir, '.vite'), { recursive: true })
  writeFileSync(join(outDir, '.vite', 'routes.json'), JSON.stringify(builtRoutes, null, 2))
  writeFileSync(join(outDir, 'robots.txt'), robotsTxt(base, entry.privatePaths))
  writeHeadersFile(outDir, supabaseUrl())

  let pages
  let revision
  try {
    revision = await entry.readLatestRevision()
    pages = await entry.listPublicPages()
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error)
    if (requireData) throw new Error(`The database at ${supabaseUrl()} could not be read (${reason}); no pages were rendered.`)
    console.warn(`The database at ${supabaseUrl()} could not be read (${reason}): the build holds the app shell only, and the site's server renders each page on its first request.`)
    return
  }

  if (warm && (await updatePages({ outDir, entry, templates }))) {
    for (const [name, xml] of sitemapFiles(base, pages)) writeFileSync(join(outDir, name), xml)
    return { failures: [] }
  }

  const store = new PageStore(outDir)
  store.clear()
  const started = Date.now()
  let dataBytes = 0
  /** Pages that could not be rendered: the build goes on without them, and says which. @type {Array<{ path: string, error: string }>} */
  const failures = []
  // Reported on the administrators' dashboard too, and cleared there once the page renders.
  const reports = createRenderFailures({ apiUrl: supabaseUrl(), source: 'build' })
  /** @param {string} path @param {() => Promise<void>} work */
  const tryRender = async (path, work) => {
    try {
      await work()
      void reports.rendered(path)
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error)
      failures.push({ path, error: message })
      void reports.failed(path, error)
      console.error(`Rendering ${path} failed (the site's server tries again on its first request): ${message}`)
    }
  }
  await eachAtOnce([...pages.map((page) => page.path), ...entry.listUnlistedPrerenderRoutes()], RENDERS_AT_ONCE, (path) =>
    tryRender(path, async () => {
      const rendered = await entry.render(path, { revision })
      if (rendered.status !== 200) throw new Error(`rendered with status ${rendered.status}`)
      store.put(path, composePage(templates, rendered), { ...rendered, type: 'text/html; charset=utf-8' })
      dataBytes += rendered.dataBytes
    }),
  )
  const feeds = await entry.listFeedPaths()
  await eachAtOnce(feeds, RENDERS_AT_ONCE, (path) =>
    tryRender(path, async () => {
      const feed = await entry.renderFeed(path)
      store.put(path, feed.body, { ...feed, dataBytes: 0 })
    }),
  )
  store.revision = revision
  store.revisionAt = (await entry.readContentChanges(revision - 1, 1))[0]?.changed_at ?? null
  store.save()
  for (const [name, xml] of sitemapFiles(base, pages)) writeFileSync(join(outDir, name), xml)
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`Prerendered ${pages.length} pages and ${feeds.length} feeds from the database in ${seconds} s (revision ${revision}; ${(dataBytes / 1024).toFixed(0)} KB of page data in all)`)
  if (failures.length > 0) console.error(`${failures.length} of them could not be rendered: ${failures.map((failure) => failure.path).join(', ')}`)
  await reports.settled()
  return { failures }
}

/**
 * Brings the last build's pages up to date as the site's server would after a restart: the pages
 * the change log touched since the manifest's revision, the pages whose time has come, the pages
 * that joined or left the list. False when the pages cannot be trusted (another database, or a
 * change log pruned past the manifest's revision): the build then renders every page.
 * @param {{ outDir: string, entry: import('../site/server-entry.mjs').ServerEntry, templates: import('./page-html.mjs').Templates }} build
 */
async function updatePages({ outDir, entry, templates }) {
  const before = new PageStore(outDir)
  if (before.revision === 0 || before.paths().length === 0) return false
  // The change the manifest stopped at must be this database's (a reset database starts again).
  const [last] = await entry.readContentChanges(before.revision - 1, 1)
  if (last?.id !== before.revision || last.changed_at !== before.revisionAt) return false
  const started = Date.now()
  const etags = new Map(before.paths().map((path) => [path, before.meta(path)?.etag]))
  const { createSiteServer } = await import('../site/site-server.mjs')
  const never = 2 ** 31 - 1
  const failures = createRenderFailures({ apiUrl: supabaseUrl(), source: 'build' })
  const site = await createSiteServer({ root: outDir, app: { entry, templates }, pollMs: never, tickMs: never, failures })
  try {
    while ((await site.revalidator.catchUp()) >= 500);
    await site.revalidator.refreshTimed()
  } finally {
    site.stop()
    await failures.settled()
  }
  const changed = site.store.paths().filter((path) => site.store.meta(path)?.etag !== etags.get(path))
  const seconds = ((Date.now() - started) / 1000).toFixed(1)
  console.log(`Kept the last build's pages and rendered ${changed.length} again in ${seconds} s (revision ${before.revision} → ${site.store.revision})`)
  return true
}
