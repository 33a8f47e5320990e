// npm run build: the UI messages compiled, the client bundle, then a server bundle of the same app (kept beside the build,
// in <outDir>.server/) that renders every public page from the database into static HTML, plus
// sitemap.xml and robots.txt. `--outDir <dir>` builds elsewhere (the e2e build does).
// `--require-data` fails when the database cannot be read, instead of building the shell only.
import { npx, run } from './lib/processes.mjs'
import { prerenderSite } from './lib/prerender.mjs'
import { serverDir } from './site/server-entry.mjs'

const outIndex = process.argv.indexOf('--outDir')
const outDir = outIndex === -1 ? 'dist' : process.argv[outIndex + 1]

/** @type {Array<[command: string, args: string[]]>} */
const steps = [
  [process.execPath, ['scripts/compile-messages.mjs']],
  [npx, ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir']],
  [npx, ['vite', 'build', '--logLevel', 'warn', '--ssr', 'src/entry-server.tsx', '--outDir', serverDir(outDir), '--emptyOutDir']],
]
for (const [command, args] of steps) {
  const code = await run(command, args)
  if (code !== 0) process.exit(code)
}
await prerenderSite({ outDir, requireData: process.argv.includes('--require-data') || process.env.PRERENDER_REQUIRE_DATA === '1' })
