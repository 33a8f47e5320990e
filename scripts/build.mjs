// npm run build: the UI messages compiled; the browser bundle twice, once per language (each page
// ships its messages in its own language only: docs/decisions/025-english-pages.md), the English
// one's scripts added to the same assets folder and its shell kept as en/200.html; then a server
// bundle of the same app (kept beside the build, in <outDir>.server/) that renders every public
// page from the database into static HTML, plus sitemap.xml and robots.txt. `--outDir <dir>`
// builds elsewhere (the e2e build does). `--require-data` fails when the database cannot be read,
// instead of building the shell only. A build from the same inputs as the last one in the same
// folder keeps its bundles and pages and renders only what the database changed since (a warm
// build: seconds); `--full` builds everything.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { buildFingerprint } from './lib/build-inputs.mjs'
import { npx, run } from './lib/processes.mjs'
import { prerenderSite } from './lib/prerender.mjs'
import { serverDir } from './site/server-entry.mjs'

const outIndex = process.argv.indexOf('--outDir')
const outDir = outIndex === -1 ? 'dist' : process.argv[outIndex + 1]
const englishDir = `${outDir}.en`
const record = join(serverDir(outDir), 'build.json')

// The messages first: their compiled modules are inputs of the bundles.
if ((await run(process.execPath, ['scripts/compile-messages.mjs'])) !== 0) process.exit(1)

// A build from the same inputs as the last one keeps its bundles and pages (`--full` renders all).
const fingerprint = buildFingerprint()
const last = existsSync(record) ? JSON.parse(readFileSync(record, 'utf8')) : null
const warm = !process.argv.includes('--full') && last?.fingerprint === fingerprint && existsSync(join(outDir, '200.html')) && existsSync(join(serverDir(outDir), 'entry-server.js'))

if (warm) {
  console.log(`The sources are the last build's: its bundles are kept (npm run build -- --full builds everything).`)
} else {
  /** @type {Array<[command: string, args: string[], env?: Record<string, string>]>} */
  const steps = [
    [npx, ['vite', 'build', '--logLevel', 'warn', '--outDir', outDir, '--emptyOutDir'], { PAGE_LOCALE: 'lt' }],
    [npx, ['vite', 'build', '--logLevel', 'warn', '--outDir', englishDir, '--emptyOutDir'], { PAGE_LOCALE: 'en' }],
    [npx, ['vite', 'build', '--logLevel', 'warn', '--ssr', 'src/entry-server.tsx', '--outDir', serverDir(outDir), '--emptyOutDir']],
  ]
  for (const [command, args, env] of steps) {
    const code = await run(command, args, { env: { ...process.env, ...env } })
    if (code !== 0) process.exit(code)
  }
  // Scripts both builds share have the same name and bytes; the English ones join the Lithuanian.
  cpSync(join(englishDir, 'assets'), join(outDir, 'assets'), { recursive: true, force: false })
  mkdirSync(join(outDir, 'en'), { recursive: true })
  renameSync(join(englishDir, 'index.html'), join(outDir, 'en', '200.html'))
  // The benchmark names the English scripts by their sources, as it does the Lithuanian ones.
  renameSync(join(englishDir, '.vite', 'manifest.json'), join(outDir, '.vite', 'manifest-en.json'))
  rmSync(englishDir, { recursive: true, force: true })
}
await prerenderSite({ outDir, warm, requireData: process.argv.includes('--require-data') || process.env.PRERENDER_REQUIRE_DATA === '1' })
writeFileSync(record, JSON.stringify({ fingerprint }))
