// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRenderFailures } from './render-failures.mjs'
import type { ServerEntry } from './server-entry.mjs'
import { createSiteServer } from './site-server.mjs'

/**
 * Failed renders reported for the administrators' dashboard: through the data API with the
 * service key, cleared once the page renders again, only logged without a key; and a site whose
 * one page fails to render still starts and serves the others.
 */
type Call = { method: string; url: string; headers: Record<string, string>; body: unknown }

/** A stand-in for the data API's page_render_failures: what was asked, and the rows it holds. */
function fakeApi(rows: string[] = []) {
  const stored = new Set(rows)
  const calls: Call[] = []
  const fetch = vi.fn(async (input: string | URL | Request, init: RequestInit = {}) => {
    const url = new URL(String(input))
    const method = init.method ?? 'GET'
    const body = typeof init.body === 'string' ? JSON.parse(init.body) : undefined
    calls.push({ method, url: `${url.pathname}${url.search}`, headers: init.headers as Record<string, string>, body })
    if (method === 'GET') return Response.json([...stored].map((path) => ({ path })))
    if (method === 'POST') stored.add((body as { path: string }).path)
    if (method === 'DELETE') stored.delete(decodeURIComponent(url.searchParams.get('path')!.replace(/^eq\./, '')))
    return new Response(null, { status: 201 })
  })
  return { fetch, calls, stored }
}

const quiet = () => ({ error: vi.fn(), log: vi.fn() })

describe('the render failure reports', () => {
  it('records a failure with an upsert carrying the service key, the path, the error and when', async () => {
    const api = fakeApi()
    const reports = createRenderFailures({ apiUrl: 'http://127.0.0.1:54321/', source: 'build', serviceKey: 'service-key', fetch: api.fetch, log: quiet() })
    await reports.failed('/mokykla/acc-mokykla', new Error('/mokykla/acc-mokykla rendered with status 404'))
    const upsert = api.calls.find((call) => call.method === 'POST')
    expect(upsert?.url).toBe('/rest/v1/page_render_failures?on_conflict=path')
    expect(upsert?.headers).toMatchObject({ apikey: 'service-key', Authorization: 'Bearer service-key', Prefer: 'resolution=merge-duplicates,return=minimal' })
    expect(upsert?.body).toMatchObject({ path: '/mokykla/acc-mokykla', source: 'build', error: expect.stringMatching(/^Error: \/mokykla\/acc-mokykla rendered with status 404/) })
    expect(Date.parse((upsert?.body as { failed_at: string }).failed_at)).toBeGreaterThan(Date.now() - 60_000)
    expect([...api.stored]).toEqual(['/mokykla/acc-mokykla'])
  })

  it('deletes the row of a page that renders again, and asks nothing for a page that never failed', async () => {
    const api = fakeApi(['/mokykla/acc-mokykla'])
    const reports = createRenderFailures({ apiUrl: 'http://127.0.0.1:54321', source: 'server', serviceKey: 'service-key', fetch: api.fetch, log: quiet() })
    await Promise.all([reports.rendered('/'), reports.rendered('/mokykla/acc-mokykla'), reports.rendered('/apie-mus')])
    expect(api.calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /rest/v1/page_render_failures?select=path',
      'DELETE /rest/v1/page_render_failures?path=eq.%2Fmokykla%2Facc-mokykla',
    ])
    expect(api.stored.size).toBe(0)
  })

  it('clears a failure only after recording it, when the page renders right after failing', async () => {
    const api = fakeApi()
    const reports = createRenderFailures({ apiUrl: 'http://127.0.0.1:54321', source: 'server', serviceKey: 'service-key', fetch: api.fetch, log: quiet() })
    void reports.failed('/renginiai', new Error('timeout'))
    void reports.rendered('/renginiai')
    await reports.settled()
    expect(api.calls.map((call) => call.method)).toEqual(['GET', 'POST', 'DELETE'])
    expect(api.stored.size).toBe(0)
  })

  it('only logs, once, without the service key', async () => {
    const api = fakeApi()
    const log = quiet()
    const reports = createRenderFailures({ apiUrl: 'http://127.0.0.1:54321', source: 'server', serviceKey: '', fetch: api.fetch, log })
    await reports.failed('/a', new Error('a'))
    await reports.failed('/b', new Error('b'))
    await reports.rendered('/a')
    expect(api.fetch).not.toHaveBeenCalled()
    expect(log.log).toHaveBeenCalledTimes(1)
    expect(log.log).toHaveBeenCalledWith(expect.stringContaining('SUPABASE_SERVICE_ROLE_KEY is not set'))
  })

  it('logs a refused report and never throws', async () => {
    const log = quiet()
    const fetch = vi.fn(async () => new Response('{"message":"permission denied"}', { status: 401 }))
    const reports = createRenderFailures({ apiUrl: 'http://127.0.0.1:54321', source: 'server', serviceKey: 'wrong', fetch, log })
    await expect(reports.failed('/a', new Error('a'))).resolves.toBeUndefined()
    expect(log.error).toHaveBeenCalledWith(expect.stringContaining('Reporting a page'), expect.stringContaining('401'))
  })
})

const template = '<!doctype html><html><head><title>x</title></head><body><div id="root"></div></body></html>'

function get(server: Server, path: string): Promise<{ status: number; body: string }> {
  const { port } = server.address() as AddressInfo
  return new Promise((resolve, reject) => {
    httpRequest({ host: '127.0.0.1', port, path }, (response) => {
      let body = ''
      response.setEncoding('utf8')
      response.on('data', (chunk: string) => (body += chunk))
      response.on('end', () => resolve({ status: response.statusCode ?? 0, body }))
    })
      .on('error', reject)
      .end()
  })
}

/** The app's server bundle with one listed page whose render throws until `broken` is false. */
function appWithABrokenPage() {
  const state = { broken: true }
  const page = (url: string) => ({
    status: 200,
    lang: 'lt',
    html: `<h1>${url}</h1>`,
    dataScript: '<script type="application/json" id="page-data">{}</script>',
    dataBytes: 10,
    revision: 0,
    dataKeys: [],
    refreshAt: null,
  })
  const entry: ServerEntry = {
    render: async (url) => {
      if (url === '/mokykla/acc-mokykla' && state.broken) throw new Error('Cannot read properties of undefined (reading \'students\')')
      return page(url)
    },
    isFeedPath: () => false,
    renderFeed: async () => ({ status: 200, body: '', type: 'text/plain', dataKeys: [] }),
    listFeedPaths: async () => [],
    listPublicPages: async () => ['/', '/lituanistinis-mokymas', '/mokykla/acc-mokykla'].map((path) => ({ path, lastmod: null, alternates: null, inSitemap: true })),
    fixedPublicPaths: ['/', '/lituanistinis-mokymas'],
    englishFixedPublicPaths: ['/en'],
    readLatestRevision: async () => 0,
    readContentChanges: async () => [],
    affectedDataKeys: () => [],
    readsAny: () => false,
    listUnlistedPrerenderRoutes: () => [],
    referenceRoute: '/palyginamasis-puslapis',
    detailPrefixes: () => ({}),
    privatePaths: [],
    shellPaths: [],
    queryPagePaths: [],
    localeOfPath: () => 'lt',
  }
  return { entry, state }
}

describe('a site with a page that fails to render', () => {
  let root: string
  let server: Server | undefined
  beforeEach(() => {
    root = mkdtempSync(join(tmpdir(), 'site-failures-'))
    writeFileSync(join(root, '200.html'), template)
    mkdirSync(join(root, 'en'))
    writeFileSync(join(root, 'en', '200.html'), template)
  })
  afterEach(() => {
    server?.close()
    rmSync(root, { recursive: true, force: true })
  })

  it('starts and serves the other pages, reports the failing one, and clears it once it renders', async () => {
    const api = fakeApi()
    const log = quiet()
    const failures = createRenderFailures({ apiUrl: 'http://127.0.0.1:54321', source: 'server', serviceKey: 'service-key', fetch: api.fetch, log })
    const { entry, state } = appWithABrokenPage()
    const site = await createSiteServer({ root, apiUrl: 'http://127.0.0.1:54321', pollMs: 3_600_000, tickMs: 3_600_000, log, app: { entry, templates: { lt: template, en: template } }, failures })
    server = site.server
    await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve))

    const [home, list, broken] = await Promise.all([get(server, '/'), get(server, '/lituanistinis-mokymas'), get(server, '/mokykla/acc-mokykla')])
    expect(home).toMatchObject({ status: 200, body: expect.stringContaining('<h1>/</h1>') })
    expect(list).toMatchObject({ status: 200, body: expect.stringContaining('<h1>/lituanistinis-mokymas</h1>') })
    // No copy yet: the app shell answers and reads the data in the browser.
    expect(broken.status).toBe(200)
    await vi.waitFor(() => expect([...api.stored]).toEqual(['/mokykla/acc-mokykla']))
    const upsert = api.calls.find((call) => call.method === 'POST')
    expect(upsert?.body).toMatchObject({ path: '/mokykla/acc-mokykla', source: 'server', error: expect.stringContaining("reading 'students'") })

    state.broken = false
    expect((await get(server, '/mokykla/acc-mokykla')).body).toContain('<h1>/mokykla/acc-mokykla</h1>')
    await failures.settled()
    expect(api.stored.size).toBe(0)
  })

  it('reports no made-up address', async () => {
    const api = fakeApi()
    const failures = createRenderFailures({ apiUrl: 'http://127.0.0.1:54321', source: 'server', serviceKey: 'service-key', fetch: api.fetch, log: quiet() })
    const { entry } = appWithABrokenPage()
    const throwing: ServerEntry = { ...entry, render: async () => Promise.reject(new Error('boom')) }
    const site = await createSiteServer({ root, apiUrl: 'http://127.0.0.1:54321', pollMs: 3_600_000, tickMs: 3_600_000, log: quiet(), app: { entry: throwing, templates: { lt: template, en: template } }, failures })
    server = site.server
    await new Promise<void>((resolve) => site.server.listen(0, '127.0.0.1', resolve))
    await get(server, '/niekur-nera-tokio')
    await get(server, '/')
    await vi.waitFor(() => expect([...api.stored]).toEqual(['/']))
    await failures.settled()
    expect([...api.stored]).toEqual(['/'])
  })
})
