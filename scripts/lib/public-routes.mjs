// The routes the benchmark visits, as the build's prerender step wrote them from the router's
// paths (src/app/prerender-routes.ts, src/features/directory/directory-pages.ts): one list of
// public pages for prerendering, the sitemap and the benchmark. Detail pages are left out here
// and sampled from each list page.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/**
 * The routes file the prerender step writes to `.vite/routes.json`.
 * @typedef {{ publicRoutes: string[], englishRoutes: string[], referenceRoute: string, detailPrefixes: Record<string, string> }} BuiltRoutes
 */

/** @param {string} distDir @returns {BuiltRoutes} */
function readRoutes(distDir) {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'routes.json'), 'utf8'))
}

/** List page → the start of its detail pages' paths, in the build in `distDir`. */
/** @param {string} distDir */
export function detailLinkPrefixes(distDir) {
  return readRoutes(distDir).detailPrefixes
}

/** Every public page of the build in `distDir` except the directory entries' detail pages. */
/** @param {string} distDir */
export function publicRoutes(distDir) {
  const prefixes = Object.values(detailLinkPrefixes(distDir))
  return readRoutes(distDir).publicRoutes.filter((path) => !prefixes.some((prefix) => path.startsWith(prefix)))
}

/** The fixed public pages in English, of the build in `distDir`: the same layout and scripts with other words. */
/** @param {string} distDir */
export function englishRoutes(distDir) {
  return readRoutes(distDir).englishRoutes
}

/** The layout-only page of the build in `distDir` that every route's main-thread work is compared with. */
/** @param {string} distDir */
export function referencePath(distDir) {
  return readRoutes(distDir).referenceRoute
}
