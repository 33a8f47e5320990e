// Serves a build the way `npm start` does (scripts/site/site-server.mjs): static files, and the
// public pages rendered from the database and kept current. `npm run preview` runs this file.
import { resolve } from 'node:path'
import { createSiteServer } from './site/site-server.mjs'

export { createSiteServer } from './site/site-server.mjs'

if (import.meta.url === `file://${process.argv[1]}`) {
  const port = Number(process.env.PORT ?? 4173)
  const { server } = await createSiteServer({ root: resolve(process.env.SITE_DIST ?? 'dist') })
  server.listen(port, () => {
    console.log(`Portalas: http://localhost:${port}`)
  })
}
