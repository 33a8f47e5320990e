// The rendered pages the site serves, kept on disk, not in memory: each page as
// <path>/index.html with its gzip and Brotli forms beside it (index.html.gz, index.html.br),
// compressed once when it is written, the way static hosts and CDNs serve precompressed files.
// Each file is written to a temporary name and renamed, so a crash never leaves half a page. The
// manifest (each page's status, validators and the data it read) is written once per batch of
// pages, not once per page: at 20,000 pages a manifest write per page made builds slower as they
// went. Memory holds the manifest and the few pages that answer 410 (never files a static host
// could serve as 200).
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { brotliCompressSync, constants, gzipSync } from 'node:zlib'
import { serverDir } from './server-entry.mjs'

/**
 * @typedef {{ status: number, type: string, etag: string, lastModified: string, dataKeys: string[], dataBytes: number, refreshAt?: string | null, content?: string }} PageMeta
 * @typedef {'br' | 'gzip' | 'identity'} Encoding
 * @typedef {PageMeta & { bytes: (encoding: Encoding) => Buffer }} StoredPage
 * @typedef {{ revision: number, revisionAt?: string | null, pages: Record<string, PageMeta> }} Manifest
 */

/** The file beside a page that holds it in each encoding. */
const suffixes = /** @type {const} */ ({ identity: '', gzip: '.gz', br: '.br' })

/**
 * A page's bytes in each encoding. Brotli at quality 6 and gzip at level 6: measured on a 290 KB
 * page, 11 ms and 8 ms, within 3% of the smallest either makes (quality 11 takes 580 ms).
 * @param {Buffer} body @returns {Record<Encoding, Buffer>}
 */
export function encodings(body) {
  return {
    identity: body,
    gzip: gzipSync(body, { level: 6 }),
    br: brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 6, [constants.BROTLI_PARAM_SIZE_HINT]: body.length } }),
  }
}

/** A strong validator from a page's bytes. @param {Buffer} body */
const etagOf = (body) => `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`

/**
 * What a page shows, apart from the change-log revision its data block names: a page rendered
 * again after a change that left it as it was keeps its files and validators (a list page after
 * an edit on another of its pages), and the browser's revision check reads its data again as
 * it would for any page the change did not reach.
 * @param {Buffer} body
 */
const contentOf = (body) => etagOf(Buffer.from(body.toString('utf8').replace(/"revision":\d+/, '"revision":0')))

/**
 * Where a page lives in the build: '/' → index.html, '/mokykla/pasaka' → mokykla/pasaka/index.html,
 * a feed ('/kalendorius/renginiai.ics') under its own name, a list's later page
 * ('/bendruomenes?puslapis=2') as bendruomenes/puslapis-2.html.
 * @param {string} root @param {string} path @returns {string}
 */
export const pageFile = (root, path) => {
  const [pathname = '/', query] = path.split('?')
  if (query !== undefined) return join(pageFile(root, pathname), '..', `${query.replace('=', '-')}.html`)
  if (path === '/') return join(root, 'index.html')
  const parts = path.split('/').filter(Boolean)
  return /\.[a-z]+$/.test(path) ? join(root, ...parts) : join(root, ...parts, 'index.html')
}

/** @param {string} file @param {Buffer} bytes */
function writeAtomically(file, bytes) {
  writeFileSync(`${file}.tmp`, bytes)
  renameSync(`${file}.tmp`, file)
}

export class PageStore {
  /** @param {string} root the build folder */
  constructor(root) {
    this.root = root
    this.manifestFile = join(serverDir(root), 'pages.json')
    /** @type {Manifest} */
    this.manifest = existsSync(this.manifestFile) ? JSON.parse(readFileSync(this.manifestFile, 'utf8')) : { revision: 0, pages: {} }
    /** Pages that answer 410, with their bytes. @type {Map<string, StoredPage>} */
    this.gone = new Map()
    /** @type {NodeJS.Timeout | undefined} */
    this.pendingSave = undefined
  }

  get revision() {
    return this.manifest.revision
  }

  /** The change log's revision the pages now reflect (saved with the next `save`). */
  set revision(value) {
    this.manifest.revision = value
  }

  /** When the change of `revision` was made: with its id, it tells this database's change log from another's. */
  get revisionAt() {
    return this.manifest.revisionAt ?? null
  }

  set revisionAt(value) {
    this.manifest.revisionAt = value
  }

  /** @param {string} path */
  has(path) {
    return Object.hasOwn(this.manifest.pages, path)
  }

  /** Every page the store knows, rendered this run or before. */
  paths() {
    return Object.keys(this.manifest.pages)
  }

  /** What is known of a page without reading it. @param {string} path @returns {PageMeta | undefined} */
  meta(path) {
    return this.manifest.pages[path]
  }

  /** A page to serve, read from disk in the encoding asked for. @param {string} path @returns {StoredPage | undefined} */
  get(path) {
    const gone = this.gone.get(path)
    if (gone) return gone
    const meta = this.manifest.pages[path]
    if (!meta || meta.status !== 200) return undefined
    const file = pageFile(this.root, path)
    if (!existsSync(file)) return undefined
    return { ...meta, bytes: (encoding) => readFileSync(`${file}${suffixes[encoding]}`) }
  }

  /**
   * Keeps a newly rendered page. Its validators change only when its bytes do; a page that is no
   * longer 200 leaves the disk, so neither the next start nor a static host serves it.
   * @param {string} path @param {string} html
   * @param {{ status: number, type: string, dataKeys: string[], dataBytes: number, refreshAt?: string | null }} meta refreshAt: when time alone changes it
   * @returns {StoredPage}
   */
  put(path, html, { status, type, dataKeys, dataBytes, refreshAt = null }) {
    const body = Buffer.from(html)
    const previous = this.manifest.pages[path]
    const content = contentOf(body)
    const file = pageFile(this.root, path)
    if (status === 200 && previous?.status === 200 && previous.content === content && existsSync(`${file}.br`)) {
      /** @type {PageMeta} */
      const kept = { ...previous, dataKeys, dataBytes }
      delete kept.refreshAt
      if (refreshAt) kept.refreshAt = refreshAt
      this.manifest.pages[path] = kept
      this.saveSoon()
      return { ...kept, bytes: (encoding) => readFileSync(`${file}${suffixes[encoding]}`) }
    }
    const etag = etagOf(body)
    const lastModified = previous?.etag === etag && previous.status === status ? previous.lastModified : new Date().toUTCString()
    /** @type {PageMeta} */
    const meta = { status, type, etag, lastModified, dataKeys, dataBytes, ...(refreshAt && { refreshAt }), content }
    const unchanged = previous?.etag === etag && previous.status === 200 && status === 200 && existsSync(`${file}.br`)
    if (status === 200 && !unchanged) {
      mkdirSync(dirname(file), { recursive: true })
      const encoded = encodings(body)
      for (const encoding of /** @type {Encoding[]} */ (['gzip', 'br', 'identity'])) writeAtomically(`${file}${suffixes[encoding]}`, encoded[encoding])
    }
    if (status !== 200) for (const suffix of Object.values(suffixes)) rmSync(`${file}${suffix}`, { force: true })
    this.manifest.pages[path] = meta
    this.saveSoon()
    if (status === 200) {
      this.gone.delete(path)
      return { ...meta, bytes: (encoding) => readFileSync(`${file}${suffixes[encoding]}`) }
    }
    const encoded = encodings(body)
    const page = { ...meta, bytes: (/** @type {Encoding} */ encoding) => encoded[encoding] }
    this.gone.set(path, page)
    return page
  }

  /** Forgets every page (the database was replaced: what was rendered from the old one must not be served). @param {number} revision */
  reset(revision) {
    this.gone.clear()
    this.manifest = { revision, pages: {} }
    this.save()
  }

  /** Deletes every page's files and forgets them: a build that renders all pages anew starts from nothing. */
  clear() {
    for (const path of this.paths()) for (const suffix of Object.values(suffixes)) rmSync(`${pageFile(this.root, path)}${suffix}`, { force: true })
    this.reset(0)
  }

  /** Writes the manifest within a second: one write for a burst of pages. */
  saveSoon() {
    if (this.pendingSave) return
    this.pendingSave = setTimeout(() => this.save(), 1000)
    this.pendingSave.unref()
  }

  /** Writes the manifest now. */
  save() {
    clearTimeout(this.pendingSave)
    this.pendingSave = undefined
    mkdirSync(dirname(this.manifestFile), { recursive: true })
    writeAtomically(this.manifestFile, Buffer.from(JSON.stringify(this.manifest)))
  }
}
