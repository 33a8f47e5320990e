// The rendered pages the site serves: in memory for answering, on disk for the next start (each
// page as <path>/index.html, written to a temporary file and renamed, so a crash never leaves
// half a page), with a manifest of each page's status, validators and the data it read.
import { createHash } from 'node:crypto'
import { existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { gzipSync } from 'node:zlib'
import { serverDir } from './server-entry.mjs'

/**
 * @typedef {{ status: number, type: string, etag: string, lastModified: string, dataKeys: string[], dataBytes: number }} PageMeta
 * @typedef {PageMeta & { body: Buffer, gzip: Buffer }} StoredPage
 * @typedef {{ revision: number, pages: Record<string, PageMeta> }} Manifest
 */

/**
 * Where a page lives in the build: '/' → index.html, '/mokykla/pasaka' → mokykla/pasaka/index.html,
 * a feed ('/kalendorius/renginiai.ics') under its own name.
 * @param {string} root @param {string} path
 */
export const pageFile = (root, path) => {
  if (path === '/') return join(root, 'index.html')
  const parts = path.split('/').filter(Boolean)
  return /\.[a-z]+$/.test(path) ? join(root, ...parts) : join(root, ...parts, 'index.html')
}

export class PageStore {
  /** @param {string} root the build folder */
  constructor(root) {
    this.root = root
    this.manifestFile = join(serverDir(root), 'pages.json')
    /** @type {Manifest} */
    this.manifest = existsSync(this.manifestFile) ? JSON.parse(readFileSync(this.manifestFile, 'utf8')) : { revision: 0, pages: {} }
    /** @type {Map<string, StoredPage>} */
    this.memory = new Map()
  }

  get revision() {
    return this.manifest.revision
  }

  set revision(value) {
    this.manifest.revision = value
    this.saveManifest()
  }

  /** @param {string} path */
  has(path) {
    return this.memory.has(path) || Object.hasOwn(this.manifest.pages, path)
  }

  /** Every page the store knows, rendered this run or before. */
  paths() {
    return [...new Set([...Object.keys(this.manifest.pages), ...this.memory.keys()])]
  }

  /** What is known of a page without reading it (its status before this run too). @param {string} path @returns {PageMeta | undefined} */
  meta(path) {
    return this.memory.get(path) ?? this.manifest.pages[path]
  }

  /** @param {string} path @returns {StoredPage | undefined} */
  get(path) {
    const known = this.memory.get(path)
    if (known) return known
    const meta = this.manifest.pages[path]
    if (!meta || meta.status !== 200) return undefined
    const file = pageFile(this.root, path)
    if (!existsSync(file)) return undefined
    const body = readFileSync(file)
    const page = { ...meta, body, gzip: gzipSync(body, { level: 9 }) }
    this.memory.set(path, page)
    return page
  }

  /**
   * Keeps a newly rendered page. Its validators change only when its bytes do; a page that is no
   * longer 200 leaves the disk, so the next start cannot serve it.
   * @param {string} path @param {string} html @param {{ status: number, type: string, dataKeys: string[], dataBytes: number }} meta
   * @param {{ persist?: boolean }} [options] false: memory only (a 404 for an unknown address)
   * @returns {StoredPage}
   */
  put(path, html, { status, type, dataKeys, dataBytes }, { persist = true } = {}) {
    const body = Buffer.from(html)
    const etag = `"${createHash('sha256').update(body).digest('base64url').slice(0, 27)}"`
    const previous = this.get(path) ?? this.memory.get(path)
    const lastModified = previous?.etag === etag && previous.status === status ? previous.lastModified : new Date().toUTCString()
    const page = { status, type, etag, lastModified, dataKeys, dataBytes, body, gzip: gzipSync(body, { level: 9 }) }
    this.memory.set(path, page)
    if (!persist) return page
    const file = pageFile(this.root, path)
    if (status === 200) {
      mkdirSync(dirname(file), { recursive: true })
      writeFileSync(`${file}.tmp`, body)
      renameSync(`${file}.tmp`, file)
    } else {
      rmSync(file, { force: true })
    }
    this.manifest.pages[path] = { status, type, etag, lastModified, dataKeys, dataBytes }
    this.saveManifest()
    return page
  }

  /** Forgets every page (the database was replaced: what was rendered from the old one must not be served). @param {number} revision */
  reset(revision) {
    this.memory.clear()
    this.manifest = { revision, pages: {} }
    this.saveManifest()
  }

  /** Forgets a page kept in memory only (a 404 for an unknown address, after any change). @param {string} path */
  forget(path) {
    if (!Object.hasOwn(this.manifest.pages, path)) this.memory.delete(path)
  }

  saveManifest() {
    mkdirSync(dirname(this.manifestFile), { recursive: true })
    writeFileSync(`${this.manifestFile}.tmp`, JSON.stringify(this.manifest))
    renameSync(`${this.manifestFile}.tmp`, this.manifestFile)
  }
}
