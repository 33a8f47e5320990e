// @vitest-environment node
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliDecompressSync, gunzipSync } from 'node:zlib'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { ContentChange, ServerEntry } from './server-entry.mjs'
import { createSiteServer } from './site-server.mjs'

/**
 * The site's server with a stand-in for the app's server bundle: what it serves, when it renders
 * again, and that a render that throws keeps the last good page and logs the path and the error.
 */
const template = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>'

type Answer = { status: number; headers: Record<string, string | string[] | undefined>; body: string }

function get(server: Server, path: string, headers: Record<string, string> = {}): Promise<Answer> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path, headers }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, headers: response.headers, body }))
    })
      .on('error', reject)
      .end()
  })
}

/** A database of one school whose name and publication the test changes. */
function fakeApp() {
  const db = { name: 'Pasaka', published: true, changes: [] as ContentChange[], failRender: false }
  const render = vi.fn(async (url: string) => {
    if (db.failRender) throw new Error('row the page cannot read')
    const isSchool = url === '/mokykla/pasaka'
    const found = !isSchool || db.published
    return {
      status: found ? 200 : 404,
      lang: 'lt',
      html: `<title>${isSchool ? db.name : url}</title><h1>${found ? (isSchool ? db.name : url) : 'Mokykla nerasta'}</h1>`,
      dataScript: `<script type="application/json" id="page-data">{}</script>`,
      dataBytes: 50,
      revision: db.changes.length,
      dataKeys: isSchool ? ['directory-entry:schools:pasaka'] : [],
      refreshAt: null as string | null,
    }
  })
  const entry: ServerEntry = {
    render,
    isFeedPath: (path) => path.endsWith('.ics'),
    renderFeed: async (path) => ({ status: 200, body: `BEGIN:VCALENDAR\r\nX-WR-CALNAME:${db.name}\r\nEND:VCALENDAR\r\n`, type: 'text/calendar; charset=utf-8', dataKeys: [`directory-entry:schools:${path}`] }),
    listFeedPaths: async () => [],
    listPublicPages: async () => [
      { path: '/', lastmod: null, alternates: null, inSitemap: true },
      { path: '/bendruomenes?puslapis=2', lastmod: null, alternates: null, inSitemap: true },
      ...(db.published ? [{ path: '/mokykla/pasaka', lastmod: '2026-11-20T10:00:00Z', alternates: null, inSitemap: true }] : [])],
    fixedPublicPaths: ['/', '/skelbimai', '/apie-mus'],
    englishFixedPublicPaths: ['/en'],
    readLatestRevision: async () => db.changes.length,
    readContentChanges: async (afterId) => db.changes.filter((change) => change.id > afterId),
    affectedDataKeys: () => ['directory-entry:schools:'],
    readsAny: (keys, affected) => keys.some((key) => affected.some((pattern) => key.startsWith(pattern))),
    listUnlistedPrerenderRoutes: () => [],
    referenceRoute: '/palyginamasis-puslapis',
    detailPrefixes: () => ({}),
    privatePaths: ['/paskyra'],
    shellPaths: ['/paskyra'],
    queryPagePaths: ['/bendruomenes'],
    localeOfPath: (path) => (path === '/en' || path.startsWith('/en/') ? 'en' : 'lt'),
  }
  const change = () =>
    db.changes.push({ id: db.changes.length + 1, subject: 'directory_entry', scope: 'schools', old_slug: 'pasaka', new_slug: 'pasaka', changed_at: new Date().toISOString() })
  return { db, entry, render, change }
}

let root: string
let server: Server | undefined
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'site-'))
  writeFileSync(join(root, '200.html'), template)
  mkdirSync(join(root, 'en'))
  writeFileSync(join(root, 'en', '200.html'), template)
})
afterEach(() => {
  server?.close()
  rmSync(root, { recursive: true, force: true })
  rmSync(`${root}.server`, { recursive: true, force: true })
})

async function start(app: ReturnType<typeof fakeApp>, log = { error: vi.fn(), log: vi.fn() }) {
  // Polling is driven by the test (catchUp), not by a timer.
  const site = await createSiteServer({ root, apiUrl: 'http://127.0.0.1:1', pollMs: 3_600_000, tickMs: 3_600_000, log, app: { entry: app.entry, templates: { lt: template, en: template } } })
  server = site.server
  await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve))
  return { ...site, log }
}

describe('the site server', () => {
  it('renders a page on its first request, once for concurrent requests, and answers 304 to its validator', async () => {
    const app = fakeApp()
    const { server } = await start(app)
    const [first, second] = await Promise.all([get(server, '/mokykla/pasaka'), get(server, '/mokykla/pasaka')])
    expect(first.status).toBe(200)
    expect(first.body).toContain('<h1>Pasaka</h1>')
    expect(first.body).toContain('<div id="root"><h1>Pasaka</h1></div><script type="application/json" id="page-data">')
    expect(second.body).toBe(first.body)
    expect(app.render).toHaveBeenCalledTimes(1)
    expect(first.headers['cdn-cache-control']).toContain('stale-while-revalidate')
    const again = await get(server, '/mokykla/pasaka', { 'If-None-Match': String(first.headers.etag) })
    expect(again.status).toBe(304)
  })

  it('renders a page again when the change log touches its data, and answers 410 once it is gone', async () => {
    const app = fakeApp()
    const { server, revalidator } = await start(app)
    await get(server, '/mokykla/pasaka')
    app.db.name = 'Pasaka Lidse'
    app.change()
    await revalidator.catchUp()
    expect((await get(server, '/mokykla/pasaka')).body).toContain('<h1>Pasaka Lidse</h1>')
    expect((await get(server, '/sitemap.xml')).body).toContain('/mokykla/pasaka</loc><lastmod>2026-11-20T10:00:00.000Z</lastmod>')

    app.db.published = false
    app.change()
    await revalidator.catchUp()
    const gone = await get(server, '/mokykla/pasaka')
    expect(gone.status).toBe(410)
    expect(gone.headers['x-robots-tag']).toBe('noindex')
    expect((await get(server, '/sitemap.xml')).body).not.toContain('/mokykla/pasaka')
  })

  it('keeps the last good page when a render throws, and logs the path and the error', async () => {
    const app = fakeApp()
    const { server, revalidator, log } = await start(app)
    const good = await get(server, '/mokykla/pasaka')
    app.db.failRender = true
    app.change()
    await revalidator.catchUp()
    const kept = await get(server, '/mokykla/pasaka')
    expect(kept.status).toBe(200)
    expect(kept.body).toBe(good.body)
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('/mokykla/pasaka'), expect.stringContaining('row the page cannot read'))
  })

  it('serves a feed with its own type, rendered again when its data changes', async () => {
    const app = fakeApp()
    const { server, revalidator } = await start(app)
    const feed = await get(server, '/kalendorius/renginiai.ics')
    expect(feed.headers['content-type']).toBe('text/calendar; charset=utf-8')
    expect(feed.body).toContain('X-WR-CALNAME:Pasaka')
    app.db.name = 'Pasaka Lidse'
    app.change()
    await revalidator.catchUp()
    expect((await get(server, '/kalendorius/renginiai.ics')).body).toContain('X-WR-CALNAME:Pasaka Lidse')
  })

  it('renders a page again when its time comes, and no page before, keeping validators when nothing moved', async () => {
    const app = fakeApp()
    const { server, revalidator } = await start(app)
    const expires = '2026-12-01T08:00:00.000Z'
    app.render.mockImplementation(async (url: string) => ({
      status: 200,
      lang: 'lt',
      html: `<h1>${url}: ${app.db.name}</h1>`,
      dataScript: '',
      dataBytes: 0,
      revision: 0,
      dataKeys: url === '/skelbimai' ? ['classifieds'] : [],
      refreshAt: url === '/skelbimai' ? expires : null,
    }))
    const before = await get(server, '/skelbimai')
    const other = await get(server, '/apie-mus')
    app.render.mockClear()
    await revalidator.refreshTimed(new Date('2026-12-01T07:59:59Z'))
    expect(app.render).not.toHaveBeenCalled()
    await revalidator.refreshTimed(new Date(expires))
    expect((await get(server, '/skelbimai')).headers.etag).toBe(before.headers.etag)
    // An ad expired: nothing was written, only the time passed.
    app.db.name = 'be pasibaigusio skelbimo'
    await revalidator.refreshTimed(new Date(expires))
    expect((await get(server, '/skelbimai')).body).toContain('<h1>/skelbimai: be pasibaigusio skelbimo</h1>')
    expect((await get(server, '/apie-mus')).body).toBe(other.body)
    expect(app.render.mock.calls.map(([url]) => url)).toEqual(['/skelbimai', '/skelbimai'])
  })

  it('answers an unknown address with one render per request and keeps nothing of it', async () => {
    const app = fakeApp()
    app.db.published = false
    const { server, store, revalidator } = await start(app)
    for (let i = 0; i < 3; i += 1) expect((await get(server, '/mokykla/pasaka')).status).toBe(404)
    expect(app.render).toHaveBeenCalledTimes(3)
    // An address that answers but is no listed page (an entry by an older slug) is not kept either.
    expect((await get(server, '/mokykla/senas-adresas')).status).toBe(200)
    expect(store.paths()).toEqual([])
    app.render.mockClear()
    // Nothing of it is re-rendered with the clock or a change either (the listed pages are rendered, being new).
    await revalidator.refreshTimed()
    app.change()
    await revalidator.catchUp()
    expect(app.render.mock.calls.map(([url]) => url)).toEqual(['/', '/bendruomenes?puslapis=2'])
  })

  it('keeps a list’s later page as a page of its own, and renders a searched list for its request only', async () => {
    const app = fakeApp()
    const { server, store } = await start(app)
    expect((await get(server, '/bendruomenes?puslapis=2')).body).toContain('<h1>/bendruomenes?puslapis=2</h1>')
    expect((await get(server, '/bendruomenes?puslapis=1')).body).toContain('<h1>/bendruomenes</h1>')
    const searched = await get(server, '/bendruomenes?q=Lidsas&puslapis=2&tuscias=')
    expect(searched.body).toContain('<h1>/bendruomenes?q=Lidsas&amp;puslapis=2</h1>'.replace('&amp;', '&'))
    expect(searched.headers['x-robots-tag']).toBe('noindex')
    // Another page's query is the browser's to apply.
    expect((await get(server, '/skelbimai?q=butas')).body).toContain('<h1>/skelbimai</h1>')
    expect(store.paths().sort()).toEqual(['/bendruomenes?puslapis=2', '/skelbimai'])
  })

  it('serves a page precompressed: Brotli, else gzip, else as it is, varying by Accept-Encoding', async () => {
    const app = fakeApp()
    const { server } = await start(app)
    const plain = await get(server, '/mokykla/pasaka')
    expect(plain.headers['content-encoding']).toBeUndefined()
    expect(plain.headers.vary).toBe('Accept-Encoding')
    const rawBody = async (headers: Record<string, string>) => {
      const { port } = server.address() as AddressInfo
      return new Promise<{ encoding: string | undefined; bytes: Buffer }>((resolve, reject) => {
        httpRequest({ host: '127.0.0.1', port, path: '/mokykla/pasaka', headers }, (response) => {
          const chunks: Buffer[] = []
          response.on('data', (chunk: Buffer) => chunks.push(chunk))
          response.on('end', () => resolve({ encoding: response.headers['content-encoding'], bytes: Buffer.concat(chunks) }))
        })
          .on('error', reject)
          .end()
      })
    }
    const br = await rawBody({ 'Accept-Encoding': 'gzip, deflate, br' })
    expect(br.encoding).toBe('br')
    expect(brotliDecompressSync(br.bytes).toString()).toBe(plain.body)
    const gzip = await rawBody({ 'Accept-Encoding': 'gzip, br;q=0' })
    expect(gzip.encoding).toBe('gzip')
    expect(gunzipSync(gzip.bytes).toString()).toBe(plain.body)
    // The compressed forms are files beside the page, written once with it.
    expect(brotliDecompressSync(readFileSync(join(root, 'mokykla', 'pasaka', 'index.html.br'))).toString()).toBe(plain.body)
    expect(gunzipSync(readFileSync(join(root, 'mokykla', 'pasaka', 'index.html.gz'))).toString()).toBe(plain.body)
  })

  it('serves the app shell for signed-in pages and refuses files under dot folders', async () => {
    const app = fakeApp()
    const { server } = await start(app)
    expect((await get(server, '/paskyra')).body).toBe(template)
    expect((await get(server, '/.vite/manifest.json')).status).toBe(404)
    expect(app.render).not.toHaveBeenCalled()
  })
})
