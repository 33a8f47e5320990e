// npm run build: the client bundle, then a server bundle of the same app that prerenders every
// public route into static HTML (plus sitemap.xml and robots.txt). `--outDir <dir>` builds
// elsewhere (the e2e build does).
import { rmSync } from 'node:fs'
import { npx, run } from './lib/processes.mjs'
import { prerenderSite } from './lib/prerender.mjs'

const outIndex = process.argv.indexOf('--outDir')
const outDir = outIndex === -1 ? 'dist' : process.argv[outIndex + 1]
const ssrDir = `node_modules/.cache/ssr-${outDir.replace(/[^\w-]/g, '_')}`

const steps = [
  ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'],
  ['vite', 'build', '--logLevel', 'warn', '--ssr', 'src/entry-server.tsx', '--outDir', ssrDir, '--emptyOutDir'],
]
for (const args of steps) {
  const code = await run(npx, args)
  if (code !== 0) process.exit(code)
}
await prerenderSite({ outDir, serverEntry: `${ssrDir}/entry-server.js` })
rmSync(ssrDir, { recursive: true, force: true })
