import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { Providers } from '@/app/providers'
import { paths } from '@/app/paths'
import { AppRoutes } from '@/app/router'

export { detailPrefixes, listPrerenderRoutes, listUnlistedPrerenderRoutes, referenceRoute } from '@/app/prerender-routes'

/** The signed-in and admin areas (every admin route starts with the dashboard's path): kept out of robots' reach. */
export const privatePaths = [paths.account, paths.passwordReset, paths.admin.dashboard]

function App({ url }: { url: string }) {
  return (
    <StaticRouter location={url}>
      <Providers>
        <AppRoutes />
      </Providers>
    </StaticRouter>
  )
}

/**
 * Renders one route to HTML at build time (scripts/prerender.mjs). The first pass waits for the
 * route's lazy page to load; the second renders it in one piece, with no streaming scripts to
 * swap Suspense content in: the page must read without JavaScript and under a strict CSP.
 */
export async function render(url: string): Promise<string> {
  await prerender(<App url={url} />)
  return renderToString(<App url={url} />)
}
