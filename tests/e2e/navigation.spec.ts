import { expect, test } from './fixtures'

const menuLinks: Array<[group: string | null, name: string, path: RegExp]> = [
  ['Bendruomenė', 'Apie mus', /\/apie-mus$/],
  ['Bendruomenė', 'Bendruomenės', /\/bendruomenes$/],
  ['Bendruomenė', 'Kolektyvai', /\/kolektyvai$/],
  ['Bendruomenė', 'Sportas', /\/sportas$/],
  ['Švietimas', 'Lituanistinis mokymas', /\/lituanistinis-mokymas$/],
  ['Švietimas', 'Studentų organizacijos', /\/studentu-organizacijos$/],
  ['Švietimas', 'Verslas', /\/verslas$/],
  ['Švietimas', 'Žiniasklaida', /\/ziniasklaida$/],
  [null, 'Svarbi informacija', /\/svarbi-informacija$/],
  [null, 'Renginiai', /\/renginiai$/],
]

test('desktop: every menu link leads to its page', async ({ page, isMobile }) => {
  test.skip(isMobile, 'desktop navigation')
  test.slow()
  await page.goto('/')
  const nav = page.getByRole('navigation', { name: 'Pagrindinė navigacija' })
  for (const [group, name, path] of menuLinks) {
    const link = nav.getByRole('link', { name, exact: true })
    if (group) {
      await nav.getByRole('button', { name: group }).click()
      await expect(link).toBeVisible()
    }
    await link.click()
    await expect(page).toHaveURL(path)
    // The new page has arrived when focus lands on the main region; until then the old page
    // (and its heading) stays on screen, and opening the next menu would race the focus move.
    await expect(page.getByRole('main')).toBeFocused()
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  }
})

test('desktop: menus work from the keyboard and Escape returns focus', async ({ page, isMobile }) => {
  test.skip(isMobile, 'desktop navigation')
  await page.goto('/')
  const button = page.getByRole('button', { name: 'Bendruomenė' })
  await button.focus()
  await page.keyboard.press('Enter')
  await expect(button).toHaveAttribute('aria-expanded', 'true')
  await page.keyboard.press('Tab')
  await expect(page.getByRole('link', { name: 'Apie mus', exact: true }).first()).toBeFocused()
  await page.keyboard.press('Escape')
  await expect(button).toHaveAttribute('aria-expanded', 'false')
  await expect(button).toBeFocused()
})

test('phone: the menu lists every link plus Prisijungti and closes on choice @phone', async ({ page, isMobile }) => {
  test.skip(!isMobile, 'phone navigation')
  test.slow()
  await page.goto('/')
  const menu = page.getByRole('button', { name: 'Meniu' })
  for (const [, name, path] of [...menuLinks, [null, 'Pokalbiai', /\/pokalbiai$/] as const]) {
    await menu.click()
    const mobileNav = page.getByRole('navigation', { name: 'Mobilioji navigacija' })
    await expect(mobileNav.getByRole('button', { name: 'Prisijungti' })).toBeVisible()
    await mobileNav.getByRole('link', { name, exact: true }).click()
    await expect(page).toHaveURL(path)
    await expect(menu).toHaveAttribute('aria-expanded', 'false')
  }
})

test('footer carries navigation, the contact address, the chat link and 2024 @phone', async ({ page }) => {
  await page.goto('/')
  const footer = page.getByRole('contentinfo')
  await expect(footer.getByText('© 2024 Lietuviai JK. Visos teisės saugomos.')).toBeVisible()
  await expect(footer.getByRole('link', { name: 'info@lietuviaijk.example.org' })).toHaveAttribute('href', 'mailto:info@lietuviaijk.example.org')
  await footer.getByRole('link', { name: 'Pokalbiai' }).click()
  await expect(page).toHaveURL(/\/pokalbiai$/)
  await page.goto('/')
  await page.getByRole('contentinfo').getByRole('link', { name: 'Prieinamumas' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Prieinamumo pareiškimas' })).toBeVisible()
})

test('content pages open from the footer', async ({ page }) => {
  for (const [name, heading] of [
    ['Naujienos', 'Naujienos'],
    ['Skelbimai', 'Skelbimai'],
    ['Kelionės', 'Kelionės'],
    ['Renginiai', 'Renginiai'],
    ['Svarbi informacija', 'Svarbi informacija'],
    ['Verslas', 'Lietuvių verslas JK'],
    ['Apie mus', 'Apie mus'],
  ] as const) {
    await page.goto('/')
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).click()
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
})

test('every route of the route table answers with its page @phone', async ({ page }) => {
  for (const [path, heading] of [
    ['/communities', /Lietuvių bendruomenės JK/],
    ['/community', /Lietuvių bendruomenės JK/],
    ['/informacija', /Svarbi informacija/],
    ['/keliones', /Kelionės/],
    ['/naujienos', /Naujienos/],
    ['/skelbimai', /Skelbimai/],
    ['/pokalbiai', /Pokalbiai/],
    ['/admin/dashboard', /Prieiga draudžiama/],
    ['/slaptazodzio-atkurimas', /./],
    ['/paskyra', /./],
  ] as const) {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible()
  }
})
