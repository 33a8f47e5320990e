// The portal's own web server (npm start, the end-to-end runs, the benchmark): the build's
// static files, and every public page rendered from the database by the app's server bundle,
// kept current as the database changes (./revalidation.mjs). A page is served from memory with
// validators (ETag, Last-Modified, 304) and caching a CDN can serve stale while it revalidates;
// a page no render has produced yet is rendered on its first request; a render that fails keeps
// the last good copy and logs the path and the error.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { siteUrl, supabaseUrl } from '../lib/env.mjs'
import { composePage } from '../lib/page-html.mjs'
import { IMMUTABLE, securityHeaders } from '../lib/security-headers.mjs'
import { sitemapXml } from '../lib/sitemap.mjs'
import { PageStore } from './page-store.mjs'
import { createRevalidator } from './revalidation.mjs'
import { loadServerEntry } from './server-entry.mjs'

/** @type {Record<string, string>} */
const types = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.webp': 'image/webp',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.ico': 'image/x-icon',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.ics': 'text/calendar; charset=utf-8',
  '.pdf': 'application/pdf',
  '.woff2': 'font/woff2',
  '.webmanifest': 'application/manifest+json',
}
const compressible = new Set(['.html', '.js', '.css', '.json', '.svg', '.txt', '.xml', '.ics', '.webmanifest'])

/** Pages: browsers ask every time (a 304 is cheap); a CDN keeps a copy briefly and may serve it stale while it asks again, or while this server is down. */
export const PAGE_CACHE = { 'Cache-Control': 'public, no-cache', 'CDN-Cache-Control': 'public, max-age=10, stale-while-revalidate=300, stale-if-error=86400' }

/** A page address the server may render: no dot segments, no encoded slashes, nothing a file name would need. @param {string} path */
const isPagePath = (path) => /^\/[A-Za-z0-9\-_/%]*$/.test(path) && !path.includes('//') && !/%2f/i.test(path)

/**
 * @param {{
 *   root?: string, apiUrl?: string, pollMs?: number, tickMs?: number, log?: Pick<Console, 'error' | 'log'>,
 *   app?: { entry: import('./server-entry.mjs').ServerEntry, templates: import('../lib/page-html.mjs').Templates },
 * }} [options] `app`: the server bundle and templates (by default the build's own, beside `root`)
 */
export async function createSiteServer({ root = resolve('dist'), apiUrl = supabaseUrl(), pollMs = Number(process.env.SITE_POLL_MS ?? 2000), tickMs = 60_000, log = console, app } = {}) {
  const { entry, templates } = app ?? (await loadServerEntry(root))
  const store = new PageStore(root)
  const baseHeaders = securityHeaders(apiUrl)
  const base = siteUrl()
  // The app shell in each language: its scripts carry that language's messages.
  const shells = { lt: readFileSync(join(root, '200.html')), en: readFileSync(join(root, 'en', '200.html')) }
  /** @type {Map<string, Promise<import('./page-store.mjs').StoredPage | undefined>>} */
  const rendering = new Map()
  /** @type {{ body: Buffer, etag: string, lastModified: string } | null} */
  let sitemap = null

  /** A page in the template, or a feed as it is. @param {string} path */
  async function renderOne(path) {
    if (entry.isFeedPath(path)) return { ...(await entry.renderFeed(path)), dataBytes: 0 }
    const page = await entry.render(path)
    return { status: page.status, body: composePage(templates, page), type: types['.html'], dataKeys: page.dataKeys, dataBytes: page.dataBytes }
  }

  /** Renders one page or feed (one render per path at a time); on failure keeps and returns the last good copy. @param {string} path */
  function renderPath(path) {
    let pending = rendering.get(path)
    if (!pending) {
      pending = renderOne(path)
        .then(({ status: rendered, body, type, dataKeys, dataBytes }) => {
          const before = store.meta(path)
          // A page that was public and is not any more is gone, not unknown.
          const status = rendered === 404 && (before?.status === 200 || before?.status === 410) ? 410 : rendered
          const persist = status === 200 || before !== undefined
          return store.put(path, body, { status, type, dataKeys, dataBytes }, { persist })
        })
        .catch((/** @type {unknown} */ error) => {
          log.error(`Rendering ${path} failed; the last good copy stays:`, error instanceof Error ? (error.stack ?? error.message) : error)
          return store.get(path)
        })
        .finally(() => rendering.delete(path))
      rendering.set(path, pending)
    }
    return pending
  }

  async function refreshSitemap() {
    const pages = await entry.listPublicPages()
    const body = Buffer.from(sitemapXml(base, pages))
    if (!sitemap || !sitemap.body.equals(body)) sitemap = { body, etag: `"${body.length}-${Date.now().toString(36)}"`, lastModified: new Date().toUTCString() }
    return pages
  }

  const revalidator = createRevalidator({ entry, store, renderPath, refreshSitemap, log })

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {{ status: number, body: Buffer, type: string, headers?: Record<string, string>, etag?: string, lastModified?: string }} answer */
  function send(req, res, { status, body, type, headers = {}, etag, lastModified }) {
    const validators = { ...(etag && { ETag: etag }), ...(lastModified && { 'Last-Modified': lastModified }) }
    const since = req.headers['if-modified-since']
    const matches = etag ? req.headers['if-none-match'] === etag : Boolean(lastModified && since && Date.parse(since) >= Date.parse(lastModified))
    if (status === 200 && matches) {
      res.writeHead(304, { ...baseHeaders, ...headers, ...validators }).end()
      return
    }
    const gzip = /\bgzip\b/.test(req.headers['accept-encoding'] ?? '') && body.length > 0
    const payload = gzip ? gzipSync(body, { level: 6 }) : body
    res.writeHead(status, {
      ...baseHeaders,
      ...headers,
      ...validators,
      'Content-Type': type,
      'Content-Length': payload.length,
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : payload)
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res @param {string} pathname */
  function serveFile(req, res, pathname) {
    let decoded
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return send(req, res, { status: 400, body: Buffer.from('Bad request'), type: types['.txt'] })
    }
    const file = join(root, normalize(decoded).replace(/^(\.\.[/\\])+/, ''))
    // Nothing under a dot folder (.server holds the server bundle, .vite the manifest) is served.
    if (!file.startsWith(root) || decoded.split('/').some((part) => part.startsWith('.')) || !existsSync(file) || !statSync(file).isFile()) {
      return send(req, res, { status: 404, body: Buffer.from('Not found'), type: types['.txt'] })
    }
    const extension = extname(file)
    const body = readFileSync(file)
    const headers = { 'Cache-Control': pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache' }
    if (compressible.has(extension)) return send(req, res, { status: 200, body, type: types[extension] ?? 'application/octet-stream', headers })
    res.writeHead(200, { ...baseHeaders, ...headers, 'Content-Type': types[extension] ?? 'application/octet-stream', 'Content-Length': body.length })
    res.end(req.method === 'HEAD' ? undefined : body)
  }

  /** @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res */
  async function handle(req, res) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { Allow: 'GET, HEAD' }).end()
      return
    }
    let pathname
    try {
      pathname = new URL(req.url ?? '/', 'http://localhost').pathname
    } catch {
      res.writeHead(400).end()
      return
    }
    if (pathname === '/sitemap.xml') {
      if (!sitemap) await refreshSitemap().catch((error) => log.error('Listing the public pages failed:', error instanceof Error ? error.message : error))
      if (sitemap) return send(req, res, { status: 200, type: types['.xml'], headers: PAGE_CACHE, ...sitemap })
    }
    if (entry.isFeedPath(pathname)) {
      const feed = store.get(pathname) ?? (await renderPath(pathname))
      if (!feed) return send(req, res, { status: 503, body: Buffer.from('Service unavailable'), type: types['.txt'] })
      return send(req, res, { status: feed.status, body: feed.body, type: feed.type, headers: PAGE_CACHE, etag: feed.etag, lastModified: feed.lastModified })
    }
    if (extname(pathname) || !isPagePath(pathname)) return serveFile(req, res, pathname)
    const page = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
    if (entry.shellPaths.some((path) => page === path || (path.endsWith('/') ? page.startsWith(path) : page.startsWith(`${path}/`)))) {
      return send(req, res, { status: 200, body: shells[entry.localeOfPath(page)], type: types['.html'], headers: { 'Cache-Control': 'no-cache' } })
    }
    const stored = store.get(page) ?? (await renderPath(page))
    // No copy at all (the database could not be read yet): the app shell reads the data itself.
    if (!stored) return send(req, res, { status: 200, body: shells[entry.localeOfPath(page)], type: types['.html'], headers: { 'Cache-Control': 'no-cache' } })
    const headers = stored.status === 200 ? PAGE_CACHE : { 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' }
    send(req, res, { status: stored.status, body: stored.body, type: stored.type ?? types['.html'], headers, etag: stored.etag, lastModified: stored.lastModified })
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error) => {
      log.error('Answering failed:', error)
      if (!res.headersSent) res.writeHead(500).end()
    })
  })

  // Before answering: the changes made while this server was down. A change log behind the
  // pages' revision belongs to another database (a reset, a fresh test backend): start afresh.
  const latest = await entry.readLatestRevision().catch(() => null)
  if (latest !== null && (store.revision === 0 || latest < store.revision)) store.reset(latest)
  await revalidator.catchUp().catch((error) => log.error('Catching up with the database failed:', error instanceof Error ? error.message : error))
  const stop = revalidator.start({ pollMs, tickMs })
  server.on('close', stop)
  return { server, store, revalidator, renderPath }
}
