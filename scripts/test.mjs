// npm test: typecheck, lint, unit and component tests, backend integration tests (embedded
// Postgres, then PostgreSQL 15 when installed), then end-to-end tests in Chromium against a
// production build, then the performance and accessibility budgets on that build (a quick
// benchmark, not a timed test). Stops at the first failing step.
import { existsSync } from 'node:fs'
import { e2eShuffleSeed } from './lib/e2e-order.mjs'
import { npx, run } from './lib/processes.mjs'

const e2eApiPort = process.env.E2E_API_PORT ?? '54331'
const e2eDist = process.env.E2E_DIST ?? 'dist-e2e'
// `npm test -- <step words> [-- <playwright args>]`, e.g. `npm test -- build e2e -- tests/e2e/smoke.spec.ts`
const argv = process.argv.slice(2)
const split = argv.indexOf('--')
const only = split === -1 ? argv : argv.slice(0, split)
const playwrightArgs = split === -1 ? [] : argv.slice(split + 1)
// The phone journeys run after the desktop ones, and the restart journey after both
// (playwright.config.ts). A run that names its journeys (files, --grep, --project) runs just
// those, not the earlier phases in full.
const namesJourneys = playwrightArgs.some((arg) => (!arg.startsWith('-') && !/^\d+$/.test(arg)) || /^(-g|--grep|--grep-invert|--project|--last-failed|--only-changed)\b/.test(arg))
const scopeArgs = namesJourneys && !playwrightArgs.includes('--no-deps') ? ['--no-deps'] : []
const pg15 = '/usr/lib/postgresql/15/bin/initdb'

/** @type {Array<[name: string, command: string, args: string[], env?: Record<string, string>]>} */
const steps = [
  ['messages', process.execPath, ['scripts/compile-messages.mjs']],
  ['typecheck', npx, ['tsc', '-b', '--noEmit']],
  ['lint', npx, ['eslint', '.', '--max-warnings=0']],
  ['unit', npx, ['vitest', 'run', '--project', 'unit']],
  ['backend (embedded PGlite)', npx, ['vitest', 'run', '--project', 'backend']],
]
if (process.env.SKIP_PG15 === '1') {
  console.log('SKIP_PG15=1: the backend suite runs on PGlite only.')
} else if (existsSync(pg15)) {
  steps.push(['backend (PostgreSQL 15)', npx, ['vitest', 'run', '--project', 'backend'], { BACKEND_ENGINE: 'postgres15' }])
} else if (process.env.CI === 'true' && (!only.length || only.some((word) => 'backend (PostgreSQL 15)'.startsWith(word)))) {
  // CI promises both backend runs (.ci/run installs PostgreSQL 15): a silent skip would hide a broken install.
  console.error(`✖ PostgreSQL 15 is missing (${pg15}), and CI runs the backend suite on it too. Install it (apt-get install -y postgresql).`)
  process.exit(1)
} else {
  console.log(`PostgreSQL 15 not found (${pg15}): the backend suite runs on PGlite only.`)
}
steps.push(
  ['build for e2e', process.execPath, ['scripts/build.mjs', '--outDir', e2eDist], { VITE_SUPABASE_URL: `http://127.0.0.1:${e2eApiPort}` }],
  // In an order shuffled by the commit: the same commit always runs the same order, and each
  // commit tries a new one, so a journey that leans on another's data cannot hide for long.
  ['e2e (Chromium)', npx, ['playwright', 'test', `--shuffle=${e2eShuffleSeed()}`, ...scopeArgs, ...playwrightArgs]],
  // The budgets of scripts/lib/budgets.mjs on the e2e build (docs/decisions/004-budgets-in-the-test-run.md).
  ['bench (web budgets)', process.execPath, ['scripts/bench-web.mjs', '--quick', `--dist=${e2eDist}`, `--api-port=${e2eApiPort}`]],
)

for (const [name, command, args, env] of steps) {
  if (only.length && !only.some((word) => name.startsWith(word))) continue
  console.log(`\n▶ ${name}`)
  const started = Date.now()
  const code = await run(command, args, { env: { ...process.env, ...env } })
  console.log(`${code === 0 ? '✔' : '✖'} ${name} (${((Date.now() - started) / 1000).toFixed(1)} s)`)
  if (code !== 0) process.exit(code)
}
