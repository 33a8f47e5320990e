// The public routes the benchmark visits, read from the build's sitemap.xml, which the build
// writes from src/app/prerender-routes.ts: one list of public pages for prerendering, the
// sitemap and the benchmark. Detail pages are left out here and sampled from each list page.
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

/** Every public page of the build in `distDir` except the directory entries' detail pages. */
export function publicRoutes(distDir) {
  const sitemap = readFileSync(join(distDir, 'sitemap.xml'), 'utf8')
  const paths = [...sitemap.matchAll(/<loc>([^<]+)<\/loc>/g)].map(([, url]) => new URL(url).pathname)
  return paths.filter((path) => !isDetailPage(path))
}
