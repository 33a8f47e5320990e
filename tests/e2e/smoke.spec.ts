import { expect, test } from './fixtures'

test('home page renders in Lithuanian @phone', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/')
  await expect(page.locator('html')).toHaveAttribute('lang', 'lt')
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await expectNoAxeViolations()
})

test('unknown route shows the 404 page and logs the miss @phone', async ({ page }) => {
  const errors: string[] = []
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text())
  })
  await page.goto('/nera-tokio-puslapio')
  await expect(page.getByRole('heading', { name: 'Oops! Page not found' })).toBeVisible()
  await expect(page.getByRole('link', { name: 'Grįžti į pradžią' })).toHaveAttribute('href', '/')
  expect(errors.some((text) => text.includes('/nera-tokio-puslapio'))).toBe(true)
})
