// npm run bench:backend — a benchmark, not a test. Measures the embedded backend's cold start
// (process start to first answered request) twice: fresh, with no migrated template cached, so
// the start includes running every migration and the seed; then warm, from the template the
// fresh start left. Then 200 concurrent sign-in + membership-request pairs from distinct users
// against the warm backend, with the auth rate limits raised (all of them come from 127.0.0.1).
// 127.0.0.1 only, on a free port of its own (BENCH_PORT overrides), with its own data and
// template folders, so a running `npm start` is never touched.
// Writes reports/bench-backend.json.
import { spawn } from 'node:child_process'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { RATE_LIMIT_FACTOR_VARIABLE } from '../auth/rate-limits.mjs'
import { ANON_KEY, SERVICE_ROLE_KEY } from '../config.mjs'

const PAIRS = Number(process.env.BENCH_PAIRS ?? 200)
// Seeded communities: a membership must name one that exists.
const BENCH_COMMUNITIES = ['londono-lietuviu-bendruomene', 'velso-lietuviu-bendruomene', 'lidso-lietuviu-bendruomene', 'glazgo-lietuviu-bendruomene']
const work = mkdtempSync(join(tmpdir(), 'bench-backend-'))
const cacheDir = join(work, 'template-cache')

/**
 * The fields read from the dev mailbox and from a sign-in's answer.
 * @typedef {{ links: string[] }} DevMail
 * @typedef {{ access_token: string, user: { id: string } }} Session
 */

/** @returns {Promise<number>} */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

const port = Number(process.env.BENCH_PORT ?? (await freePort()))
const api = `http://127.0.0.1:${port}`

/** @param {number} started @param {import('node:child_process').ChildProcess} child */
async function waitUntilUp(started, child) {
  for (;;) {
    if (child.exitCode !== null) throw new Error(`backend exited with code ${child.exitCode}`)
    try {
      const response = await fetch(`${api}/auth/v1/health`)
      if (response.ok) return Date.now() - started
    } catch {
      // not listening yet
    }
    if (Date.now() - started > 60_000) throw new Error('backend did not start within 60 s')
    await new Promise((r) => setTimeout(r, 20))
  }
}

/** Starts a backend on a new data folder and returns it with its cold-start time. @param {string} name */
async function coldStart(name) {
  const started = Date.now()
  const child = spawn(process.execPath, ['server/main.mjs'], {
    // 200 users sign up and in from this one address: the auth limits are raised for the run,
    // as in every test run, unless the caller sets the factor itself.
    env: { [RATE_LIMIT_FACTOR_VARIABLE]: '1000', ...process.env, SUPABASE_PORT: String(port), SUPABASE_DATA_DIR: join(work, name), EMBEDDED_SUPABASE_CACHE_DIR: cacheDir },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  try {
    return { child, ms: await waitUntilUp(started, child) }
  } catch (error) {
    child.kill('SIGKILL')
    throw error
  }
}

/** @param {import('node:child_process').ChildProcess} child */
async function stop(child) {
  if (child.exitCode !== null) return
  child.kill('SIGTERM')
  await new Promise((r) => child.once('exit', r))
}

/** @param {number[]} values @param {number} p */
const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

const fresh = await coldStart('fresh')
await stop(fresh.child)
const { child, ms: coldStartMs } = await coldStart('warm')
try {
  const headers = { apikey: ANON_KEY, 'Content-Type': 'application/json' }
  const admin = { apikey: ANON_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' }

  // Arrange: distinct confirmed users (sign-up, then confirmation as the mail link would).
  const users = []
  for (let i = 0; i < PAIRS; i++) users.push({ email: `bench-${Date.now()}-${i}@example.org`, password: 'Slaptas123!' })
  for (let i = 0; i < users.length; i += 20) {
    await Promise.all(
      users.slice(i, i + 20).map((u) => fetch(`${api}/auth/v1/signup`, { method: 'POST', headers, body: JSON.stringify(u) })),
    )
  }
  /** @type {DevMail[]} */
  const mail = await (await fetch(`${api}/__dev/mail`)).json()
  for (let i = 0; i < mail.length; i += 20) await Promise.all(mail.slice(i, i + 20).map((m) => fetch(m.links[0], { redirect: 'manual' })))

  // Act: every user signs in and sends one membership request, all at once.
  let errors = 0
  /** @type {number[]} */
  const latencies = []
  const runStarted = Date.now()
  await Promise.all(
    users.map(async (user, i) => {
      const t0 = Date.now()
      try {
        const signIn = await fetch(`${api}/auth/v1/token?grant_type=password`, { method: 'POST', headers, body: JSON.stringify(user) })
        if (!signIn.ok) throw new Error(`sign-in ${signIn.status}`)
        /** @type {Session} */
        const session = await signIn.json()
        const insert = await fetch(`${api}/rest/v1/community_memberships`, {
          method: 'POST',
          headers: { ...headers, Authorization: `Bearer ${session.access_token}` },
          body: JSON.stringify({ user_id: session.user.id, community_id: BENCH_COMMUNITIES[i % BENCH_COMMUNITIES.length], community_name: 'Bench', reason: 'participate', status: 'pending' }),
        })
        if (insert.status !== 201) throw new Error(`insert ${insert.status}`)
      } catch (error) {
        errors++
        console.error(error instanceof Error ? error.message : error)
      }
      latencies.push(Date.now() - t0)
    }),
  )
  const totalMs = Date.now() - runStarted
  const count = await fetch(`${api}/rest/v1/community_memberships?select=id&community_name=eq.Bench`, { method: 'HEAD', headers: { ...admin, Prefer: 'count=exact' } })
  const rowsWritten = Number(count.headers.get('content-range')?.split('/')[1])

  const report = {
    date: new Date().toISOString(),
    coldStartFreshMs: fresh.ms,
    coldStartMs,
    pairs: PAIRS,
    errors,
    rowsRequested: PAIRS,
    rowsWritten,
    p50Ms: percentile(latencies, 50),
    p95Ms: percentile(latencies, 95),
    totalMs,
    port,
    targets: { coldStartMs: 5000, errors: 0, lost: 0 },
  }
  mkdirSync('reports', { recursive: true })
  writeFileSync('reports/bench-backend.json', JSON.stringify(report, null, 2))
  console.table(report)
  const ok = coldStartMs <= 5000 && errors === 0 && rowsWritten === PAIRS
  console.log(ok ? 'All targets met.' : 'A target was missed.')
  process.exitCode = ok ? 0 : 1
} finally {
  await stop(child)
  rmSync(work, { recursive: true, force: true })
}
