import { expect, test } from './fixtures'

test.describe('privacy policy /privatumo-politika', () => {
  test('opens from the footer with its own title, version and no axe violations @phone', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name: 'Privatumo politika' }).click()
    await expect(page).toHaveURL(/\/privatumo-politika$/)
    await expect(page.getByRole('heading', { level: 1, name: 'Privatumo politika' })).toBeVisible()
    await expect(page).toHaveTitle('Privatumo politika | Lietuviai JK')
    await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /tvarko jūsų asmens duomenis/)
    await expect(page.getByText('Versija 2026-11-26 · galioja nuo 2026 m. lapkričio 26 d.')).toBeVisible()
    await expectNoAxeViolations()
    await page.getByRole('main').getByRole('link', { name: 'paskyroje' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Mano paskyra' })).toBeVisible()
  })

  test('is prerendered: the policy reads without JavaScript', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
    const page = await context.newPage()
    await page.goto('/privatumo-politika')
    await expect(page.getByRole('heading', { level: 1, name: 'Privatumo politika' })).toBeVisible()
    await expect(page.getByRole('heading', { level: 2, name: 'Jūsų teisės' })).toBeVisible()
    await context.close()
  })
})
