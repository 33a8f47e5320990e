// The portal's own web server (npm start, the end-to-end runs, the benchmark): the build's
// static files, and every public page rendered from the database by the app's server bundle,
// kept current as the database changes (./revalidation.mjs). A page is served from its files,
// precompressed when written (./page-store.mjs), with validators (ETag, Last-Modified, 304) and
// caching a CDN can serve stale while it revalidates; a page no render has produced yet is
// rendered on its first request; a render that fails keeps the last good copy and logs the path
// and the error. An address no page answers costs one render per request and is kept nowhere,
// so requests for made-up addresses cannot fill the server's memory or its re-rendering.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { gzipSync } from 'node:zlib'
import { siteUrl, supabaseUrl } from '../lib/env.mjs'
import { composePage } from '../lib/page-html.mjs'
import { IMMUTABLE, securityHeaders } from '../lib/security-headers.mjs'
import { isSitemapPath, sitemapFiles } from '../lib/sitemap.mjs'
import { PageStore } from './page-store.mjs'
import { createRenderFailures } from './render-failures.mjs'
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

/**
 * The encodings a client takes, from its Accept-Encoding (one with q=0 is refused).
 * @param {string | undefined} header @returns {Set<string>}
 */
export function acceptedEncodings(header = '') {
  return new Set(
    header
      .split(',')
      .map((part) => part.trim().split(';'))
      .filter(([, ...params]) => !params.some((param) => /^\s*q=0(\.0*)?\s*$/.test(param)))
      .map(([name]) => name.trim().toLowerCase()),
  )
}

/** The query parameter of a list's later pages. */
const PAGE_PARAM = 'puslapis'

/** A page address the server may render: no dot segments, no encoded slashes, nothing a file name would need. @param {string} path */
const isPagePath = (path) => /^\/[A-Za-z0-9\-_/%]*$/.test(path) && !path.includes('//') && !/%2f/i.test(path)

/**
 * @param {{
 *   root?: string, apiUrl?: string, pollMs?: number, tickMs?: number, log?: Pick<Console, 'error' | 'log'>,
 *   app?: { entry: import('./server-entry.mjs').ServerEntry, templates: import('../lib/page-html.mjs').Templates },
 *   failures?: import('./render-failures.mjs').RenderFailures,
 * }} [options] `app`: the server bundle and templates (by default the build's own, beside `root`);
 * `failures`: where a failed render is reported for the dashboard (./render-failures.mjs)
 */
export async function createSiteServer({ root = resolve('dist'), apiUrl = supabaseUrl(), pollMs = Number(process.env.SITE_POLL_MS ?? 2000), tickMs = 10_000, log = console, app, failures = createRenderFailures({ apiUrl, source: 'server', log }) } = {}) {
  const { entry, templates } = app ?? (await loadServerEntry(root))
  const store = new PageStore(root)
  const baseHeaders = securityHeaders(apiUrl)
  const base = siteUrl()
  // The app shell in each language: its scripts carry that language's messages.
  const shells = { lt: readFileSync(join(root, '200.html')), en: readFileSync(join(root, 'en', '200.html')) }
  /**
   * What a request is answered with: a stored page (its bytes in each encoding) or bytes made now.
   * @typedef {{ status: number, type: string, body: Buffer, etag?: string, lastModified?: string, headers?: Record<string, string> }} Made
   * @typedef {import('./page-store.mjs').StoredPage | Made} Answer
   */
  /** @type {Map<string, Promise<Answer | undefined>>} */
  const rendering = new Map()
  /** Compressed static files by path, for as long as their file is unchanged (a bounded set: the build's own files). @type {Map<string, { mtimeMs: number, gzip: Buffer }>} */
  const compressedFiles = new Map()
  /** sitemap.xml (and, past the protocol's limits, the files it indexes) by path. @type {Map<string, { body: Buffer, etag: string, lastModified: string }> | null} */
  let sitemaps = null

  /** A page in the template, or a feed as it is. @param {string} path */
  async function renderOne(path) {
    if (entry.isFeedPath(path)) {
      const feed = await entry.renderFeed(path)
      return { ...feed, refreshAt: feed.refreshAt ?? null, dataBytes: 0 }
    }
    const page = await entry.render(path)
    return { status: page.status, body: composePage(templates, page), type: types['.html'], dataKeys: page.dataKeys, dataBytes: page.dataBytes, refreshAt: page.refreshAt }
  }

  /**
   * Renders one page or feed (one render per path at a time); on failure keeps and returns the
   * last good copy. An address that never had a page is answered and forgotten.
   * @param {string} path @returns {Promise<Answer | undefined>}
   */
  function renderPath(path) {
    let pending = rendering.get(path)
    if (!pending) {
      pending = renderOne(path)
        .then(async ({ status: rendered, body, type, dataKeys, dataBytes, refreshAt }) => {
          const before = store.meta(path)
          // A page that was public and is not any more is gone, not unknown.
          const status = rendered === 404 && (before?.status === 200 || before?.status === 410) ? 410 : rendered
          if (status === 200) void failures.rendered(path)
          if (before === undefined && (status !== 200 || !(await isPublicPage(path)))) return { status, type, body: Buffer.from(body) }
          return store.put(path, body, { status, type, dataKeys, dataBytes, refreshAt })
        })
        .catch((/** @type {unknown} */ error) => {
          log.error(`Rendering ${path} failed; the last good copy stays:`, error instanceof Error ? (error.stack ?? error.message) : error)
          // Reported for a page of the site only: a made-up address must not fill the dashboard.
          void isPublicPage(path).then((known) => (known ? failures.failed(path, error) : undefined))
          return store.get(path)
        })
        .finally(() => rendering.delete(path))
      rendering.set(path, pending)
    }
    return pending
  }

  /**
   * Whether a page belongs to the site: listed, fixed, a feed or a page the build renders. Any
   * other address that answers (an entry by its id, an older form of its slug) is rendered for
   * its request and kept nowhere, as an unknown one is.
   * @param {string} path
   */
  async function isPublicPage(path) {
    if (entry.isFeedPath(path) || entry.fixedPublicPaths.includes(path) || entry.englishFixedPublicPaths.includes(path) || unlisted.has(path)) return true
    if (!listed) await refreshSitemap().catch((error) => log.error('Listing the public pages failed:', error instanceof Error ? error.message : error))
    return listed?.has(path) ?? true
  }
  const unlisted = new Set(entry.listUnlistedPrerenderRoutes())
  /** The listed public pages, as of the last listing. @type {Set<string> | null} */
  let listed = null

  async function refreshSitemap() {
    const pages = await entry.listPublicPages()
    listed = new Set(pages.map((page) => page.path))
    /** @type {Map<string, { body: Buffer, etag: string, lastModified: string }>} */
    const next = new Map()
    for (const [name, xml] of sitemapFiles(base, pages)) {
      const body = Buffer.from(xml)
      const before = sitemaps?.get(`/${name}`)
      next.set(`/${name}`, before?.body.equals(body) ? before : { body, etag: `"${body.length}-${Date.now().toString(36)}"`, lastModified: new Date().toUTCString() })
    }
    sitemaps = next
    return pages
  }

  /**
   * What a request for a page renders. A list that reads its query (entry.queryPagePaths) is a
   * page of its own for each later page (`?puslapis=2`, kept and kept current like any page) and
   * is rendered for the request when searched or filtered; any other page ignores the query (the
   * browser applies it).
   * @param {string} page @param {URLSearchParams} query @returns {{ path: string, perRequest: boolean }}
   */
  function pageAddress(page, query) {
    if (!entry.queryPagePaths.includes(page)) return { path: page, perRequest: false }
    const asked = [...query].filter(([, value]) => value !== '')
    const number = query.get(PAGE_PARAM)
    const later = number !== null && /^[1-9][0-9]{0,5}$/.test(number) && number !== '1' ? `?${PAGE_PARAM}=${number}` : ''
    if (asked.every(([key]) => key === PAGE_PARAM)) return { path: `${page}${later}`, perRequest: false }
    return { path: `${page}?${new URLSearchParams(asked)}`, perRequest: true }
  }

  const revalidator = createRevalidator({ entry, store, renderPath, refreshSitemap, log })

  /**
   * Answers with a stored page in the best encoding the client takes (Brotli, gzip, or none), or
   * with bytes made now (gzipped as they go, or from the static files' cache).
   * @param {import('node:http').IncomingMessage} req @param {import('node:http').ServerResponse} res
   * @param {Answer & { headers?: Record<string, string>, gzip?: Buffer }} answer
   */
  function send(req, res, answer) {
    const { status, type, headers = {}, etag, lastModified } = answer
    const validators = { ...(etag && { ETag: etag }), ...(lastModified && { 'Last-Modified': lastModified }) }
    const since = req.headers['if-modified-since']
    const matches = etag ? req.headers['if-none-match'] === etag : Boolean(lastModified && since && Date.parse(since) >= Date.parse(lastModified))
    if (status === 200 && matches) {
      res.writeHead(304, { ...baseHeaders, ...headers, ...validators, Vary: 'Accept-Encoding' }).end()
      return
    }
    const accepted = acceptedEncodings(req.headers['accept-encoding'])
    /** @type {import('./page-store.mjs').Encoding} */
    let encoding = 'identity'
    let payload
    if ('bytes' in answer) {
      encoding = accepted.has('br') ? 'br' : accepted.has('gzip') ? 'gzip' : 'identity'
      payload = answer.bytes(encoding)
    } else if (accepted.has('gzip') && answer.body.length > 0) {
      encoding = 'gzip'
      payload = answer.gzip ?? gzipSync(answer.body, { level: 6 })
    } else {
      payload = answer.body
    }
    res.writeHead(status, {
      ...baseHeaders,
      ...headers,
      ...validators,
      'Content-Type': type,
      'Content-Length': payload.length,
      Vary: 'Accept-Encoding',
      ...(encoding !== 'identity' && { 'Content-Encoding': encoding }),
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
    if (compressible.has(extension)) {
      const { mtimeMs } = statSync(file)
      let compressed = compressedFiles.get(file)
      if (compressed?.mtimeMs !== mtimeMs) compressedFiles.set(file, (compressed = { mtimeMs, gzip: gzipSync(body, { level: 9 }) }))
      return send(req, res, { status: 200, body, gzip: compressed.gzip, type: types[extension] ?? 'application/octet-stream', headers })
    }
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
    let query
    try {
      ;({ pathname, searchParams: query } = new URL(req.url ?? '/', 'http://localhost'))
    } catch {
      res.writeHead(400).end()
      return
    }
    if (isSitemapPath(pathname)) {
      if (!sitemaps) await refreshSitemap().catch((error) => log.error('Listing the public pages failed:', error instanceof Error ? error.message : error))
      const sitemap = sitemaps?.get(pathname)
      if (sitemap) return send(req, res, { status: 200, type: types['.xml'], headers: PAGE_CACHE, ...sitemap })
    }
    if (entry.isFeedPath(pathname)) {
      const feed = store.get(pathname) ?? (await renderPath(pathname))
      if (!feed) return send(req, res, { status: 503, body: Buffer.from('Service unavailable'), type: types['.txt'] })
      return send(req, res, { ...feed, headers: PAGE_CACHE })
    }
    if (extname(pathname) || !isPagePath(pathname)) return serveFile(req, res, pathname)
    const page = pathname.length > 1 ? pathname.replace(/\/$/, '') : pathname
    if (entry.shellPaths.some((path) => page === path || (path.endsWith('/') ? page.startsWith(path) : page.startsWith(`${path}/`)))) {
      return send(req, res, { status: 200, body: shells[entry.localeOfPath(page)], type: types['.html'], headers: { 'Cache-Control': 'no-cache' } })
    }
    const address = pageAddress(page, query)
    if (address.perRequest) {
      // A search or filter of a list: its results for this request, kept nowhere (there is no end of them).
      const made = await renderOne(address.path).catch((/** @type {unknown} */ error) => {
        log.error(`Rendering ${address.path} failed:`, error instanceof Error ? (error.stack ?? error.message) : error)
        return null
      })
      if (!made) return send(req, res, { status: 200, body: shells[entry.localeOfPath(page)], type: types['.html'], headers: { 'Cache-Control': 'no-cache' } })
      return send(req, res, { status: made.status, body: Buffer.from(made.body), type: made.type, headers: { 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' } })
    }
    const stored = store.get(address.path) ?? (await renderPath(address.path))
    // No copy at all (the database could not be read yet): the app shell reads the data itself.
    if (!stored) return send(req, res, { status: 200, body: shells[entry.localeOfPath(page)], type: types['.html'], headers: { 'Cache-Control': 'no-cache' } })
    const headers = stored.status === 200 ? PAGE_CACHE : { 'Cache-Control': 'no-cache', 'X-Robots-Tag': 'noindex' }
    send(req, res, { ...stored, headers })
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
  return { server, store, revalidator, renderPath, stop }
}
