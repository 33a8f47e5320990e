import { expect, test } from './fixtures'

const cases = [
  ['community', 'glazgo', /Glazgo lietuvių bendruomenė/, /\/bendruomene\/glazgo-lietuviu-bendruomene$/],
  ['school', 'kregzdute', /Kardifo lituanistinė mokykla/, /\/mokykla\/kardifo-lituanistine-mokykla-kregzdute$/],
  ['collective', 'kankliu', /Kanklių ansamblis/, /\/kolektyvas\/kankliu-ansamblis-skamba$/],
  ['sports club', 'tinklinis', /Belfasto Ereliai/, /\/sportas\/belfasto-tinklinis$/],
] as const

for (const [kind, query, option, url] of cases) {
  test(`search finds and opens a ${kind} @phone`, async ({ page }) => {
    await page.goto('/')
    const box = page.getByRole('combobox', { name: /Ieškoti bendruomenių/ })
    await box.fill(query)
    await page.getByRole('option', { name: option }).click()
    await expect(page).toHaveURL(url)
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  })
}

test('search works from the keyboard and notes the cap of 8', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/')
  const box = page.getByRole('combobox', { name: /Ieškoti bendruomenių/ })
  await box.fill('lietuvių')
  await expect(page.getByRole('option')).toHaveCount(8)
  await expect(page.getByText('Rodomi pirmieji 8 rezultatai')).toBeVisible()
  await expectNoAxeViolations()
  await box.press('ArrowDown')
  await box.press('ArrowDown')
  await box.press('Enter')
  await expect(page).not.toHaveURL(/\/$/)
})
