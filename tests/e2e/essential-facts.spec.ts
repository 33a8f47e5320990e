import { expect, test } from './fixtures'
import { rest } from './support/api'
import { visit } from './support/chat'

const label = 'Minimalus darbo užmokestis iki 18 metų ir pameistriams'

test('an administrator corrects a figure and dates it; a signed-out visitor sees the new figure, its date and source without a new build', async ({ page, browser, signInAs, expectNoAxeViolations }) => {
  await signInAs('admin')
  await page.goto('/admin/svarbi-informacija')
  const card = page.getByRole('article', { name: label })
  await expect(card).toContainText('8,00 £ per valandą')
  await expectNoAxeViolations()
  try {
    await card.getByRole('button', { name: /Redaguoti/ }).click()
    const dialog = page.getByRole('dialog')
    await dialog.getByLabel('Dydis *').fill('8,10 £ per valandą')
    await dialog.getByLabel('Galioja nuo *').fill('')
    await dialog.getByRole('button', { name: 'Išsaugoti', exact: true }).click()
    await expect(dialog.getByText('Nurodykite datą, nuo kurios dydis galioja')).toBeVisible()
    await expect(dialog.getByLabel('Dydis *')).toHaveValue('8,10 £ per valandą')
    await dialog.getByLabel('Galioja nuo *').fill('2027-04-01')
    await dialog.getByRole('button', { name: 'Išsaugoti', exact: true }).click()
    await expect(dialog).toBeHidden()
    await expect(card).toContainText('8,10 £ per valandą')
    await expect(card).toContainText('Galioja nuo 2027 m. balandžio 1 d.')

    const visitorContext = await browser.newContext()
    const visitor = await visitorContext.newPage()
    await visit(visitor, '/svarbi-informacija')
    const figure = visitor.getByRole('region', { name: 'Jūsų teisės' }).getByRole('listitem').filter({ hasText: label })
    await expect(figure).toContainText('8,10 £ per valandą')
    await expect(figure).toContainText('Galioja nuo 2027 m. balandžio 1 d.')
    await expect(figure.getByRole('link', { name: /gov\.uk/ })).toHaveAttribute('href', 'https://www.gov.uk/national-minimum-wage-rates')
    await visitorContext.close()
  } finally {
    await rest('essential_facts?key=eq.minimum-wage-under-18', { method: 'PATCH', body: JSON.stringify({ value: '8,00 £ per valandą', applies_from: '2026-04-01' }) })
  }
})

test('essential information fits a 375 px screen, and every figure names its source @phone', async ({ page }) => {
  await page.goto('/svarbi-informacija')
  await expect(page.getByText(/paskutinį kartą patikrinti/)).toBeVisible()
  expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0)
  await expect(page.getByRole('link', { name: /^gov\.uk/ }).first()).toBeVisible()
})
