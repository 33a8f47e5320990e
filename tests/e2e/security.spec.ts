import { expect, test } from './fixtures'
import { API_URL } from './support/api'

test('pages are served with a strict Content-Security-Policy and security headers', async ({ page }) => {
  const response = await page.goto('/bendruomenes')
  const headers = response!.headers()
  const csp = headers['content-security-policy']
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain(`connect-src 'self' ${API_URL}`)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(headers['permissions-policy']).toContain('camera=()')
  expect(headers['cache-control']).toBe('no-cache')
})

test('hashed assets are cached for a year', async ({ page }) => {
  const assets: string[] = []
  page.on('response', (r) => {
    if (new URL(r.url()).pathname.startsWith('/assets/')) assets.push(r.headers()['cache-control'] ?? '')
  })
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(assets.length).toBeGreaterThan(0)
  for (const value of assets) expect(value).toBe('public, max-age=31536000, immutable')
})

test('the CSP blocks an injected inline script while the portal keeps working', async ({ page }) => {
  await page.goto('/')
  const violation = page.evaluate(
    () => new Promise<string>((resolve) => document.addEventListener('securitypolicyviolation', (e) => resolve(e.violatedDirective), { once: true })),
  )
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__injected = true'
    document.body.appendChild(script)
  })
  expect(await violation).toMatch(/^script-src/)
  expect(await page.evaluate(() => (window as unknown as { __injected?: boolean }).__injected)).toBeUndefined()
  // The app itself still runs under the policy: client-side navigation works.
  await page.getByRole('link', { name: 'Bendruomenės' }).first().click()
  await expect(page).toHaveURL(/\/bendruomenes$/)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
})
