import { defineConfig, devices } from '@playwright/test'

/**
 * End-to-end tests run against the production build and a fresh embedded backend on ports of
 * their own, so a running `npm start` is not disturbed. scripts/test.mjs builds dist/ first
 * with VITE_SUPABASE_URL pointing at E2E_API_PORT.
 */
export const E2E_SITE_PORT = Number(process.env.E2E_SITE_PORT ?? 4174)
export const E2E_API_PORT = Number(process.env.E2E_API_PORT ?? 54331)
export const E2E_CONTROL_PORT = Number(process.env.E2E_CONTROL_PORT ?? 4175)
/**
 * Journeys that stop the shared backend: they run alone, after every other journey. The phone
 * journeys run after the desktop ones, not among them: a worker serves one project, so a
 * shuffled order that alternated the two would start a new worker and browser for most tests.
 * Pass --no-deps to run only the journeys you name (`npm test -- e2e -- <file>` adds it).
 */
const stopsTheBackend = /backend-restart\.spec\.ts/
const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium'

const launchOptions = {
  executablePath: chromiumPath,
  args: ['--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
}

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  // One worker per core.
  workers: 2,
  // No retries: a journey that passes only on its second try hides a race; it waits for a
  // condition instead. The timeouts are ceilings for a busy machine, not expectations.
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: 'list',
  use: {
    baseURL: `http://localhost:${E2E_SITE_PORT}`,
    trace: 'retain-on-failure',
    locale: 'lt-LT',
    timezoneId: 'Europe/London',
    launchOptions,
  },
  projects: [
    { name: 'desktop', use: { ...devices['Desktop Chrome'], launchOptions }, testIgnore: stopsTheBackend },
    { name: 'phone', use: { ...devices['Pixel 7'], viewport: { width: 375, height: 812 }, launchOptions }, grep: /@phone/, testIgnore: stopsTheBackend, dependencies: ['desktop'] },
    { name: 'restart', use: { ...devices['Desktop Chrome'], launchOptions }, testMatch: stopsTheBackend, dependencies: ['desktop', 'phone'] },
  ],
  webServer: {
    command: `node scripts/e2e-server.mjs`,
    url: `http://localhost:${E2E_SITE_PORT}/`,
    // scripts/e2e-twice.mjs starts one server and runs the journeys twice against it.
    reuseExistingServer: process.env.E2E_REUSE_SERVER === '1',
    timeout: 120_000,
    env: { E2E_SITE_PORT: String(E2E_SITE_PORT), E2E_API_PORT: String(E2E_API_PORT), E2E_CONTROL_PORT: String(E2E_CONTROL_PORT) },
  },
})
