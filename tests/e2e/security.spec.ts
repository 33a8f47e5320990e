import { expect, test } from './fixtures'
import { API_URL } from './support/api'

test('pages are served with a strict Content-Security-Policy and security headers', async ({ page }) => {
  const response = await page.goto('/bendruomenes')
  const headers = response!.headers()
  const csp = headers['content-security-policy']
  expect(csp).toContain("default-src 'self'")
  expect(csp).toContain("script-src 'self'")
  expect(csp).toContain(`connect-src 'self' ${API_URL} ${API_URL.replace(/^http/, 'ws')}`)
  expect(csp).toContain("frame-ancestors 'none'")
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  expect(csp).toContain(`img-src 'self' ${API_URL}`)
  expect(headers['x-content-type-options']).toBe('nosniff')
  for (const feature of ['camera', 'microphone', 'payment', 'usb', 'fullscreen', 'browsing-topics']) {
    expect(headers['permissions-policy']).toContain(`${feature}=()`)
  }
  // The location only for the site's own pages, asked for when a visitor sorts a list by distance.
  expect(headers['permissions-policy']).toContain('geolocation=(self)')
  // Browsers ask again every time (a 304 is cheap); a CDN may keep a page briefly.
  expect(headers['cache-control']).toBe('public, no-cache')
  expect(headers['cdn-cache-control']).toContain('stale-while-revalidate')
})

test('Chromium recognises every feature of the Permissions-Policy', async ({ page }) => {
  const messages: string[] = []
  page.on('console', (message) => messages.push(message.text()))
  await page.goto('/')
  await page.waitForLoadState('networkidle')
  expect(messages.filter((text) => /Permissions-Policy|Feature Policy/i.test(text))).toEqual([])
  // The header really applies: a denied feature is off for the page.
  expect(await page.evaluate(() => (document as Document & { featurePolicy?: { allowsFeature(name: string): boolean } }).featurePolicy?.allowsFeature('camera'))).toBe(false)
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

test('browsing the portal, a dialog and the admin media library trigger no CSP violation', async ({ page, signInAs }) => {
  const violations: string[] = []
  page.on('console', (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text())
  })
  await signInAs('admin')
  await page.goto('/verslas')
  await page.goto('/bendruomene/londono-lietuviu-bendruomene')
  await page.goto('/admin/media')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.waitForLoadState('networkidle')
  await page.getByRole('button', { name: 'Atsijungti' }).click()
  await page.getByRole('banner').getByRole('button', { name: 'Prisijungti' }).click()
  await expect(page.getByRole('dialog', { name: 'Lietuviai JK' })).toBeVisible()
  expect(violations).toEqual([])
})

test('a page of another origin cannot read the development mailbox', async ({ page }) => {
  // The portal's own pages are another origin than the API: the browser must refuse them the
  // mailbox, as it would refuse any site opened while `npm start` runs.
  await page.goto('/')
  const outcome = await page.evaluate(async (url) => {
    try {
      const response = await fetch(url)
      return `read (${response.status})`
    } catch {
      return 'blocked'
    }
  }, `${API_URL}/__dev/mail`)
  expect(outcome).toBe('blocked')
})
