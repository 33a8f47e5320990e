import { expect, test } from './fixtures'

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('prerendered pages show their real content, title and metadata', async ({ page }) => {
    for (const [path, title] of [
      ['/', /^Lietuviai JK$/],
      ['/bendruomenes', /^Bendruomenės \| Lietuviai JK$/],
      ['/lituanistinis-mokymas', /^Lituanistinis mokymas \| Lietuviai JK$/],
      ['/prieinamumas', /^Prieinamumo pareiškimas \| Lietuviai JK$/],
    ] as const) {
      await page.goto(path)
      await expect(page).toHaveTitle(title)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{20,}/)
      await expect(page.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`${path === '/' ? '/' : path}$`))
      await expect(page.locator('head meta[property="og:title"]')).toHaveAttribute('content', title)
      await expect(page.locator('head meta[property="og:image"]')).toHaveAttribute('content', /^https?:\/\/[^/]+\/og-image\.png$/)
      await expect(page.locator('head meta[property="og:image:alt"]')).toHaveAttribute('content', /Lietuviai JK/)
    }
  })

  test('a detail page is prerendered too', async ({ page }) => {
    await page.goto('/bendruomenes')
    const href = await page.locator('a[href^="/bendruomene/"]').first().getAttribute('href')
    expect(href).toBeTruthy()
    await page.goto(href!)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await expect(page.locator('script[type="application/ld+json"]').first()).toBeAttached()
  })
})

test('sitemap.xml lists every public route and detail page; robots.txt points to it', async ({ request }) => {
  const sitemap = await (await request.get('/sitemap.xml')).text()
  for (const path of ['/', '/bendruomenes', '/kolektyvai', '/sportas', '/lituanistinis-mokymas', '/studentu-organizacijos', '/ziniasklaida', '/renginiai', '/pokalbiai']) {
    expect(sitemap).toContain(`${path}</loc>`)
  }
  for (const prefix of ['/bendruomene/', '/kolektyvas/', '/sportas/', '/mokykla/']) expect(sitemap).toContain(prefix)
  const robots = await (await request.get('/robots.txt')).text()
  expect(robots).toContain('Sitemap: ')
  for (const path of ['/paskyra', '/slaptazodzio-atkurimas', '/admin']) expect(robots).toContain(`Disallow: ${path}\n`)
})

test('the link-preview image is a small 1200×630 PNG', async ({ request }) => {
  const response = await request.get('/og-image.png')
  expect(response.headers()['content-type']).toBe('image/png')
  const png = await response.body()
  expect(png.length).toBeLessThanOrEqual(60 * 1024)
  expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([1200, 630])
})

test('a prerendered page hydrates without errors and keeps its content', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()))
  page.on('pageerror', (e) => errors.push(e.message))
  await page.goto('/lituanistinis-mokymas')
  const heading = await page.getByRole('heading', { level: 1 }).textContent()
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(heading!)
  expect(errors).toEqual([])
})
