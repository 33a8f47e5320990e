// The routes the benchmark visits, as the build's prerender step wrote them from the router's
// paths (src/app/prerender-routes.ts): one list of public pages for prerendering, the sitemap
// and the benchmark. Detail pages are left out here and sampled from each list page.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

/** List page → the link prefix of its detail pages. */
export const detailLinkPrefixes = {
  '/bendruomenes': '/bendruomene/',
  '/kolektyvai': '/kolektyvas/',
  '/sportas': '/sportas/',
  '/lituanistinis-mokymas': '/mokykla/',
}

const isDetailPage = (path) => Object.values(detailLinkPrefixes).some((prefix) => path.startsWith(prefix))

function readRoutes(distDir) {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'routes.json'), 'utf8'))
}

/** Every public page of the build in `distDir` except the directory entries' detail pages. */
export function publicRoutes(distDir) {
  return readRoutes(distDir).publicRoutes.filter((path) => !isDetailPage(path))
}

/** The layout-only page of the build in `distDir` that every route's main-thread work is compared with. */
export function referencePath(distDir) {
  return readRoutes(distDir).referenceRoute
}
