import { prerender } from 'react-dom/static'
import { StaticRouter } from 'react-router-dom'
import { Providers } from '@/app/providers'
import { AppRoutes } from '@/app/router'

export { listPrerenderRoutes } from '@/app/prerender-routes'

/** Renders one route to HTML at build time (scripts/prerender.mjs); waits for lazy pages. */
export async function render(url: string): Promise<string> {
  const { prelude } = await prerender(
    <StaticRouter location={url}>
      <Providers>
        <AppRoutes />
      </Providers>
    </StaticRouter>,
  )
  return new Response(prelude).text()
}
