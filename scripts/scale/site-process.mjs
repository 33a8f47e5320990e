// The site's server as `npm start` runs it (scripts/site/site-server.mjs), in a process of its
// own so the scale bench can read its CPU time: SITE_DIST the build, PORT its port,
// SITE_TICK_MS how often it re-renders the pages the clock changes (60 s, as in production,
// unless set).
import { resolve } from 'node:path'
import { createSiteServer } from '../site/site-server.mjs'

const port = Number(process.env.PORT)
const tickMs = Number(process.env.SITE_TICK_MS ?? 60_000)
const { server } = await createSiteServer({ root: resolve(process.env.SITE_DIST ?? 'dist'), tickMs })
server.listen(port, '127.0.0.1', () => console.log(`listening on ${port}`))
process.on('SIGTERM', () => process.exit(0))
