// npm run bench:scale -- --factor 10: a benchmark, not a test. On a throwaway PostgreSQL 15
// cluster with the embedded backend, the sample data multiplied by the factor
// (scripts/scale/multiply.mjs); then the full build, the site's server following one renamed
// community and doing nothing, the weight of /bendruomenes and an article page as served, and the
// data API reads the public pages make. Prints a table; everything on 127.0.0.1, and every
// process and the cluster are gone at the end (--keep leaves the cluster and the build).
//   --factor N       how many times the sample (default 10)
//   --only reads     seed and time the data API reads only (fast even at 100×)
//   --skip-site      build, but do not start the site's server
//   --keep           leave the cluster, the backend's files and the build for inspection (the
//                    backend stops with the bench)
//   --reads N        how many times each read runs (default 50)
import { spawn } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { ANON_KEY } from '../server/config.mjs'
import { startBackend } from '../server/index.mjs'
import { freePort, startCluster } from './scale/cluster.mjs'
import { multiplySample } from './scale/multiply.mjs'
import { cpuSeconds, waitForIdle, watchPeakRss } from './scale/procfs.mjs'
import { timeReads } from './scale/reads.mjs'
import { fileTimes, followChange, pageWeight, startSite, stopChild } from './scale/site.mjs'

/** @param {string} name */
const option = (name) => {
  const at = process.argv.indexOf(name)
  return at === -1 ? undefined : process.argv[at + 1]
}
const factor = Number(option('--factor') ?? 10)
const readsOnly = option('--only') === 'reads'
const skipSite = process.argv.includes('--skip-site')
const keep = process.argv.includes('--keep')
const readTimes = Number(option('--reads') ?? 50)
if (!Number.isInteger(factor) || factor < 1) throw new Error('--factor takes a whole number, 1 or more')
// How long the site's server may take to follow one change before the bench gives up.
const followLimitMs = Number(option('--follow-limit-s') ?? (factor >= 100 ? 900 : 300)) * 1000

const started = Date.now()
const elapsed = () => `${((Date.now() - started) / 1000).toFixed(0).padStart(5)} s`
const say = (/** @type {string} */ line) => console.log(`[bench:scale ${elapsed()}] ${line}`)
const seconds = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(1)} s`
const kb = (/** @type {number} */ bytes) => `${(bytes / 1024).toFixed(0)} KB`

/** @type {Array<{ label: string, value: string }>} */
const table = []
const row = (/** @type {string} */ label, /** @type {string} */ value) => table.push({ label, value })

/** @type {Set<import('node:child_process').ChildProcess>} */
const children = new Set()
const work = mkdtempSync(join(tmpdir(), 'bench-scale-'))
// The build lives in the checkout (dist*/ is ignored): its server bundle imports the packages
// of node_modules, which Node finds only from a folder inside the project.
const root = fileURLToPath(new URL('..', import.meta.url))
const dist = join(root, `dist-bench-scale-${process.pid}`)
/** @type {Awaited<ReturnType<typeof startCluster>> | undefined} */
let cluster
/** @type {Awaited<ReturnType<typeof startBackend>> | undefined} */
let backend
/** @type {pg.Client | undefined} */
let db

let cleaned = false
async function cleanUp() {
  if (cleaned) return
  cleaned = true
  for (const child of children) await stopChild(child).catch(() => {})
  await db?.end().catch(() => {})
  // A backend still answering a slow request may take long to close; the process ends anyway.
  await Promise.race([backend?.close().catch(() => {}), new Promise((r) => setTimeout(r, 15_000))])
  if (keep) {
    say(`kept: the cluster at ${cluster?.url} (data in ${cluster?.dir}), the build in ${dist}, the backend's files in ${work}`)
    return
  }
  cluster?.stop()
  removeFolders()
}

function removeFolders() {
  for (const folder of [work, dist, `${dist}.en`, `${dist}.server`]) rmSync(folder, { recursive: true, force: true })
}
for (const signal of /** @type {const} */ (['SIGINT', 'SIGTERM'])) {
  process.once(signal, () => {
    say(`${signal}: stopping`)
    cleanUp().finally(() => process.exit(130))
  })
}
// A last resort when the bench dies of an error of its own: no server or cluster is left running.
process.once('exit', () => {
  for (const child of children) child.kill('SIGKILL')
  if (keep) return
  cluster?.stop()
  removeFolders()
})

function printTable() {
  const width = Math.max(...table.map((line) => line.label.length))
  console.log(`\nbench:scale --factor ${factor}${readsOnly ? ' --only reads' : ''} (${new Date().toISOString()})`)
  console.log(`${'what'.padEnd(width)} | measured`)
  console.log(`${'-'.repeat(width)}-|-${'-'.repeat(60)}`)
  for (const line of table) console.log(`${line.label.padEnd(width)} | ${line.value}`)
}

/**
 * The full build against the bench's backend: its time, what it wrote and its peak memory.
 * @param {string} apiUrl @param {string} dist
 */
async function build(apiUrl, dist) {
  say('building (npm run build against the bench backend)…')
  const buildStarted = Date.now()
  const child = spawn(process.execPath, ['scripts/build.mjs', '--outDir', dist, '--require-data'], {
    cwd: root,
    env: { ...process.env, VITE_SUPABASE_URL: apiUrl, VITE_SUPABASE_ANON_KEY: ANON_KEY },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.add(child)
  const peak = watchPeakRss(/** @type {number} */ (child.pid))
  /** @type {string[]} */
  const output = []
  const keepLines = (/** @type {Buffer} */ chunk) => {
    for (const line of String(chunk).split('\n').filter(Boolean)) {
      output.push(line)
      if (/Prerendered|error|Error|fail/i.test(line)) say(`  build: ${line.slice(0, 300)}`)
    }
  }
  child.stdout?.on('data', keepLines)
  child.stderr?.on('data', keepLines)
  const code = await new Promise((r) => child.once('exit', (exitCode, signal) => r(exitCode ?? (signal ? 1 : 0))))
  children.delete(child)
  const peakBytes = peak()
  const took = Date.now() - buildStarted
  say(`build ended with code ${code} after ${seconds(took)}`)
  const memory = `peak RSS ${(peakBytes / 1024 / 1024).toFixed(0)} MB (build process tree)`
  if (code !== 0) {
    const error = [...output].reverse().find((line) => /Error|error|failed|could not/.test(line)) ?? output.at(-1) ?? `exit code ${code}`
    row('full build', `fails: ${error.trim().slice(0, 400)} (after ${seconds(took)}; ${memory})`)
    return false
  }
  const prerendered = output.find((line) => line.startsWith('Prerendered')) ?? ''
  const counts = prerendered.match(/Prerendered (\d+) pages and (\d+) feeds .* in ([\d.]+) s .*; (\d+) KB of page data/)
  const manifest = JSON.parse(readFileSync(`${resolve(dist)}.server/pages.json`, 'utf8'))
  let htmlBytes = 0
  let files = 0
  for (const file of fileTimesOf(dist)) {
    if (file.endsWith('.html') && !/\/200\.html$/.test(file)) {
      htmlBytes += readFileSync(file).length
      files++
    }
  }
  const written = counts ? `${counts[1]} pages + ${counts[2]} feeds written (${Object.keys(manifest.pages).length} in the manifest)` : `${Object.keys(manifest.pages).length} pages and feeds in the manifest`
  row('full build', `${seconds(took)} (prerender ${counts?.[3] ?? '?'} s); ${written}; ${files} HTML files, ${(htmlBytes / 1024 / 1024).toFixed(1)} MB HTML; page data ${counts?.[4] ?? '?'} KB; ${memory}`)
  return true
}

/** @param {string} dist */
const fileTimesOf = (dist) => [...fileTimes(dist).keys()]

/**
 * The site's server: one community renamed (tick off, so only the change's work is counted),
 * page weights, then a fresh server doing nothing with the production tick.
 * @param {string} apiUrl @param {string} dist @param {pg.Client} client
 */
async function measureSite(apiUrl, dist, client) {
  const track = (/** @type {import('node:child_process').ChildProcess} */ child) => {
    children.add(child)
    child.once('exit', () => children.delete(child))
  }
  say('starting the site\'s server on the build (tick every hour: only the change\'s work counts)…')
  let site = await startSite({ dist, apiUrl, tickMs: 3_600_000, track })
  const startIdle = await waitForIdle(site.pid, { limitMs: followLimitMs })
  say(`site server ${startIdle.idle ? 'idle' : 'still busy'} after ${startIdle.seconds.toFixed(1)} s (${startIdle.cpu.toFixed(1)} CPU s)`)

  const { rows } = await client.query(
    `select slug, name from public.directory_entries where directory = 'communities' and status = 'published' order by sort_order, name limit 1`,
  )
  const { slug, name } = rows[0]
  const renamed = `${name} (pervadinta ${Date.now() % 100000})`
  const before = fileTimes(dist)
  say(`renaming ${slug} to „${renamed}“ as an administrator would…`)
  const since = Date.now()
  // The administrator's edit: their claims, the authenticated role, the row-level policies and triggers.
  await client.query('begin')
  await client.query('set local role authenticated')
  await client.query(`select set_config('request.jwt.claims', $1, true)`, [
    JSON.stringify({ sub: '00000000-0000-4000-8000-000000000001', role: 'authenticated', email: 'admin@bendruomene.test' }),
  ])
  const update = await client.query(`update public.directory_entries set name = $1 where directory = 'communities' and slug = $2`, [renamed, slug])
  await client.query('commit')
  if (update.rowCount !== 1) throw new Error(`the administrator's rename changed ${update.rowCount} rows`)
  const detail = `/bendruomene/${slug}`
  const followed = await followChange({ siteUrl: site.url, pid: site.pid, pages: [detail, '/bendruomenes'], text: renamed, limitMs: followLimitMs, since })
  const after = fileTimes(dist)
  const rewritten = [...after].filter(([file, time]) => before.get(file) !== time).length
  const shown = (/** @type {number | null} */ value) => (value === null ? `not within ${seconds(followLimitMs)}` : `${value.toFixed(1)} s`)
  const cpu = followed.idle.cpu.toFixed(1)
  row(
    'one community renamed',
    followed.idle.idle
      ? `its page ${shown(followed.seen[detail])}, /bendruomenes ${shown(followed.seen['/bendruomenes'])}; ${rewritten} page files rewritten; ${cpu} CPU s until idle (idle ${followed.idle.seconds.toFixed(1)} s after the change)`
      : `not idle after ${followed.idle.seconds.toFixed(0)} s, ${rewritten} pages rewritten; its page ${shown(followed.seen[detail])}, /bendruomenes ${shown(followed.seen['/bendruomenes'])}; ${cpu} CPU s`,
  )
  say('one community renamed: done')

  // Every list page: the directories' (paged) and the others (each with its own window).
  for (const path of ['/bendruomenes', '/bendruomenes?puslapis=2', '/lituanistinis-mokymas', '/verslas', '/renginiai', '/skelbimai', '/naujienos', '/']) {
    const list = await pageWeight(`${site.url}${path}`).catch((/** @type {Error} */ error) => error)
    row(`${path} as served`, list instanceof Error ? `fails: ${list.message}` : `${kb(list.raw)} raw, ${list.gzip === null ? 'not gzipped' : `${kb(list.gzip)} gzip`}; ~${list.elements} elements`)
  }
  const { rows: articles } = await client.query(`select slug from public.articles where status = 'published' order by publish_at desc, slug limit 1`)
  const article = articles.length === 0 ? new Error('no published article') : await pageWeight(`${site.url}/naujienos/${articles[0].slug}`).catch((/** @type {Error} */ error) => error)
  row('an article page as served', article instanceof Error ? `fails: ${article.message}` : `${kb(article.raw)} raw, ${article.gzip === null ? 'not gzipped' : `${kb(article.gzip)} gzip`}; ~${article.elements} elements (/naujienos/${articles[0]?.slug})`)
  if (site.errors.length > 0) say(`site server errors: ${site.errors.join('').slice(0, 600)}`)
  await stopChild(site.child)

  say('starting the site\'s server again with the production tick (60 s) to watch it with no change…')
  site = await startSite({ dist, apiUrl, tickMs: 60_000, track })
  const ready = await waitForIdle(site.pid, { limitMs: followLimitMs })
  const windowStart = Date.now()
  const cpuStart = cpuSeconds(site.pid)
  // One minute holds the first tick (due 60 s after the start, which was at least 5 s ago);
  // if the tick is still working when the minute ends, its work is counted until it ends.
  await new Promise((r) => setTimeout(r, 60_000))
  const rest = await waitForIdle(site.pid, { limitMs: followLimitMs })
  const used = cpuSeconds(site.pid) - cpuStart
  const span = (Date.now() - windowStart) / 1000
  row(
    'the server with no change',
    !ready.idle
      ? `fails: not idle after ${ready.seconds.toFixed(0)} s from its start`
      : rest.idle
        ? `${used.toFixed(1)} CPU s per minute (one tick of the 60 s timer and the change-log polls; measured over ${span.toFixed(0)} s)`
        : `not idle: ${used.toFixed(1)} CPU s over ${span.toFixed(0)} s (the tick's re-rendering outlasts its minute)`,
  )
  await stopChild(site.child)
}

try {
  say(`factor ${factor}; work folder ${work}`)
  cluster = await startCluster()
  say(`PostgreSQL 15 cluster up at ${cluster.url}`)
  // The backend applies the migrations and seed, then stops while the sample is multiplied: the
  // chat messages' live broadcasts then reach no listener, as those of a month of chat would not
  // be waiting all at once for a backend that has just started.
  const migrating = await startBackend({ port: await freePort(), dataDir: join(work, 'backend'), databaseUrl: cluster.url, quiet: true })
  await migrating.close()
  say('migrations and seed applied')
  db = new pg.Client({ connectionString: cluster.url })
  await db.connect()
  say(`multiplying the sample by ${factor}…`)
  const counts = await multiplySample(db, factor, say)
  await db.query('analyze')
  backend = await startBackend({ port: await freePort(), dataDir: join(work, 'backend'), databaseUrl: cluster.url, quiet: true })
  say(`backend up at ${backend.url}`)
  row('data', `${counts.entries} directory entries (${counts.communities} communities), ${counts.events} approved events, ${counts.articles} articles, ${counts.classifieds} classifieds, ${counts.messages} chat messages`)
  say(`data ready: ${table[0].value}`)

  say(`timing the data API reads (${readTimes} each)…`)
  for (const read of await timeReads(backend.url, ANON_KEY, readTimes, say)) row(read.label, read.value)

  if (!readsOnly) {
    const built = await build(backend.url, dist)
    if (!built) {
      for (const label of ['one community renamed', 'the server with no change', '/bendruomenes as served', 'an article page as served']) row(label, 'fails: no build')
    } else if (!skipSite) {
      await measureSite(backend.url, dist, db).catch((/** @type {Error} */ error) => row('site server', `fails: ${error.stack ?? error.message}`))
    }
  }
} catch (error) {
  row('bench', `fails: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`)
  process.exitCode = 1
} finally {
  await cleanUp()
  printTable()
  say('done')
}
