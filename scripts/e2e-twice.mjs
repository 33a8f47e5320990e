// npm run test:e2e:twice: every journey, twice in a row, against one backend that is not wiped
// in between, each run in its own shuffled order. A journey that only passes on fresh data, or
// after another journey, fails here. Uses the e2e build of `npm test -- build`; extra arguments
// go to both Playwright runs.
import { existsSync } from 'node:fs'
import { e2eShuffleSeed } from './lib/e2e-order.mjs'
import { npx, run, startChild, waitForUrl } from './lib/processes.mjs'

const dist = process.env.E2E_DIST ?? 'dist-e2e'
if (!existsSync(`${dist}/index.html`)) {
  console.error(`✖ ${dist}/ is missing: build it first with \`npm test -- build\`.`)
  process.exit(1)
}
const sitePort = process.env.E2E_SITE_PORT ?? '4174'
const server = startChild(process.execPath, ['scripts/e2e-server.mjs'])
let code = 0
try {
  await waitForUrl(`http://localhost:${sitePort}/`, 120_000)
  const seed = e2eShuffleSeed()
  for (const round of [1, 2]) {
    console.log(`\n▶ e2e run ${round} of 2 on the same backend`)
    code = await run(npx, ['playwright', 'test', `--shuffle=${seed}-${round}`, ...process.argv.slice(2)], {
      env: { ...process.env, E2E_REUSE_SERVER: '1' },
    })
    if (code !== 0) break
  }
} finally {
  server.kill('SIGTERM')
}
process.exit(code)
