import { expect, test } from './fixtures'

const pages = [
  ['/apie-mus', 'Apie mus'],
  ['/verslas', 'Lietuvių verslas JK'],
  ['/keliones', 'Kelionės'],
  ['/renginiai', 'Renginiai'],
  ['/naujienos', 'Naujienos'],
  ['/skelbimai', 'Skelbimai'],
  ['/svarbi-informacija', 'Svarbi informacija'],
  ['/informacija', 'Svarbi informacija'],
  ['/pokalbiai', 'Pokalbiai'],
  ['/prieinamumas', 'Prieinamumo pareiškimas'],
  ['/naudojimo-salygos', 'Naudojimo sąlygos'],
] as const

for (const [path, heading] of pages) {
  test(`${path} has its title, description and no axe violations`, async ({ page, expectNoAxeViolations }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
    await expect(page).toHaveTitle(/Lietuviai JK$/)
    await expect(page.locator('head meta[name="description"]')).toHaveAttribute('content', /.{40,}/)
    await expectNoAxeViolations()
  })
}

test('business tabs switch with the keyboard and stay in the URL', async ({ page }) => {
  await page.goto('/verslas')
  await page.getByRole('tab', { name: 'Katalogas' }).focus()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Darbas ir partnerystė' })).toHaveAttribute('aria-selected', 'true')
  await expect(page).toHaveURL(/skiltis=darbas/)
  await expect(page.getByRole('tabpanel').getByText(/Saugokitės apgavysčių/)).toBeVisible()
  await page.keyboard.press('ArrowRight')
  await expect(page.getByRole('tab', { name: 'Verslo renginiai' })).toHaveAttribute('aria-selected', 'true')
  await page.reload()
  await expect(page.getByRole('tab', { name: 'Verslo renginiai' })).toHaveAttribute('aria-selected', 'true')
})

test('news category buttons and classifieds chips and search really filter @phone', async ({ page }) => {
  await page.goto('/naujienos')
  await page.getByRole('main').getByRole('button', { name: 'Švietimas' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Rasta 1 straipsnis')
  await expect(page.getByRole('main').getByRole('heading', { level: 3 })).toHaveCount(1)
  await page.goto('/skelbimai')
  await page.getByRole('main').getByRole('button', { name: 'Paslaugos', exact: true }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Skelbimų: 2')
  await page.getByLabel('Paieška skelbimuose').fill('remontas')
  await expect(page.getByRole('main').getByRole('status')).toHaveText('Skelbimų: 0')
})

test('essential information: emergency numbers are tel: links and guides download real files', async ({ page }) => {
  await page.goto('/svarbi-informacija')
  for (const number of ['999', '111', '101']) await expect(page.getByRole('link', { name: number, exact: true })).toHaveAttribute('href', `tel:${number}`)
  const download = page.waitForEvent('download')
  await page.getByRole('link', { name: /Atvykusiojo į JK atmintinė/ }).click()
  expect((await download).suggestedFilename()).toBe('atvykusiojo-atmintine.txt')
})

test('chat: a signed-out visitor opens a room and is asked to sign in; filters topics; asks the assistant and follows its link', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/pokalbiai')
  await page.getByRole('button', { name: /Darbas/ }).click()
  await expect(page.getByRole('heading', { name: 'Prisijunkite, kad galėtumėte skaityti ir rašyti' })).toBeVisible()
  await expectNoAxeViolations()
  await page.getByRole('button', { name: 'Grįžti į kambarius' }).click()

  await page.getByRole('tab', { name: 'Temos' }).click()
  await page.getByRole('button', { name: 'Būstas', exact: true }).click()
  await expect(page.locator('[data-room]')).toHaveCount(1)
  await expect(page.locator('[data-room]')).toContainText('Būsto nuoma Londone')

  await page.getByRole('tab', { name: 'Asistentas' }).click()
  await page.getByRole('button', { name: 'Kur rasti lituanistinę mokyklą Mančesteryje?' }).click()
  await page.getByRole('button', { name: 'Siųsti' }).click()
  const link = page.getByRole('log').getByRole('link', { name: 'Mančesterio lituanistinė mokykla „Vytis“' })
  await expect(link).toBeVisible()
  await expectNoAxeViolations()
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name: 'Mančesterio lituanistinė mokykla „Vytis“' })).toBeVisible()
})
