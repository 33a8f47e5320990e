// The server bundle of the app (built from src/entry-server.tsx into <build>/.server/) and the
// HTML template the pages are written into: what the build and the site's server render with.
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'

/**
 * What src/entry-server.tsx exports.
 * @typedef {{ path: string, lastmod: string | null, alternates: { lt: string, en: string } | null, inSitemap: boolean }} PublicPage
 * @typedef {{ id: number, subject: string, scope: string | null, old_scope?: string | null, old_slug: string | null, new_slug: string | null, entries?: string[], events?: string[], whole_list?: boolean, changed_at: string }} ContentChange
 * @typedef {{ status: number, lang: string, html: string, dataScript: string, dataBytes: number, revision: number, dataKeys: string[], refreshAt: string | null }} RenderedPage
 * @typedef {{ status: number, body: string, type: string, dataKeys: string[], refreshAt?: string | null }} RenderedFeed
 * @typedef {{
 *   render: (url: string, options?: { revision?: number }) => Promise<RenderedPage>,
 *   isFeedPath: (path: string) => boolean,
 *   renderFeed: (path: string, now?: Date) => Promise<RenderedFeed>,
 *   listFeedPaths: () => Promise<string[]>,
 *   listPublicPages: () => Promise<PublicPage[]>,
 *   fixedPublicPaths: string[],
 *   englishFixedPublicPaths: string[],
 *   readLatestRevision: () => Promise<number>,
 *   readContentChanges: (afterId: number, limit?: number) => Promise<ContentChange[]>,
 *   affectedDataKeys: (change: ContentChange) => string[],
 *   readsAny: (keys: readonly string[], affected: readonly string[]) => boolean,
 *   listUnlistedPrerenderRoutes: () => string[],
 *   referenceRoute: string,
 *   detailPrefixes: () => Record<string, string>,
 *   privatePaths: string[],
 *   shellPaths: string[],
 *   queryPagePaths: string[],
 *   localeOfPath: (path: string) => 'lt' | 'en',
 * }} ServerEntry
 */

/**
 * Where a build keeps what only the server reads (the server bundle, the template, the pages'
 * manifest): beside the build folder, not in it, so a static host given the folder never serves them.
 */
export const serverDir = (/** @type {string} */ root) => `${resolve(root)}.server`

/** @param {string} root a build folder @returns {Promise<{ entry: ServerEntry, templates: import('../lib/page-html.mjs').Templates }>} */
export async function loadServerEntry(root) {
  const dir = serverDir(root)
  /** @type {ServerEntry} */
  const entry = await import(pathToFileURL(join(dir, 'entry-server.js')).href)
  return { entry, templates: { lt: readFileSync(join(dir, 'template.html'), 'utf8'), en: readFileSync(join(dir, 'template-en.html'), 'utf8') } }
}
