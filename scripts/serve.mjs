// Serves the production build (dist/) the way `npm start` does: static files (prerendered HTML
// first), SPA fallback, gzip for text, long-lived caching for hashed assets and none for HTML.
import { existsSync, readFileSync, statSync } from 'node:fs'
import { createServer } from 'node:http'
import { extname, join, normalize, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { supabaseUrl } from './lib/env.mjs'
import { IMMUTABLE, securityHeaders } from './lib/security-headers.mjs'

const defaultRoot = resolve(fileURLToPath(new URL('../dist', import.meta.url)))

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


/**
 * Finds the file for a URL path: the file itself, a prerendered index.html, or the SPA shell.
 * @param {string} root @param {string} pathname
 * @returns {{ file: string, isFallback: boolean } | null}
 */
function resolveFile(root, pathname) {
  let decoded
  try {
    decoded = decodeURIComponent(pathname)
  } catch {
    return null
  }
  const safe = normalize(decoded).replace(/^(\.\.[/\\])+/, '')
  const candidates = [join(root, safe), join(root, safe, 'index.html'), join(root, `${safe}.html`)]
  for (const file of candidates) {
    if (file.startsWith(root) && existsSync(file) && statSync(file).isFile()) return { file, isFallback: false }
  }
  // The build keeps an untouched shell in 200.html; index.html is the prerendered home page.
  const shell = existsSync(join(root, '200.html')) ? '200.html' : 'index.html'
  return { file: join(root, shell), isFallback: true }
}

/** @param {{ root?: string, apiUrl?: string }} [options] */
export function createStaticServer({ root = defaultRoot, apiUrl = supabaseUrl() } = {}) {
  const baseHeaders = securityHeaders(apiUrl)
  /** @type {Map<string, Buffer>} */
  const cache = new Map()
  /** @param {string} file @param {boolean} gzip @returns {Buffer} */
  const load = (file, gzip) => {
    const key = `${file}:${gzip}`
    let body = cache.get(key)
    if (!body) {
      const raw = readFileSync(file)
      body = gzip ? gzipSync(raw, { level: 9 }) : raw
      cache.set(key, body)
    }
    return body
  }

  return createServer((req, res) => {
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
    const found = resolveFile(root, pathname)
    if (!found || (found.isFallback && extname(pathname))) {
      res.writeHead(404, { ...baseHeaders, 'Content-Type': 'text/plain; charset=utf-8' }).end('Not found')
      return
    }
    const extension = extname(found.file)
    const gzip = compressible.has(extension) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')
    const body = load(found.file, gzip)
    res.writeHead(200, {
      ...baseHeaders,
      'Content-Type': types[extension] ?? 'application/octet-stream',
      'Content-Length': body.length,
      'Cache-Control': pathname.startsWith('/assets/') ? IMMUTABLE : 'no-cache',
      ...(gzip ? { 'Content-Encoding': 'gzip', Vary: 'Accept-Encoding' } : {}),
    })
    res.end(req.method === 'HEAD' ? undefined : body)
  })
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173)
  createStaticServer().listen(port, () => {
    console.log(`Portalas: http://localhost:${port}`)
  })
}
