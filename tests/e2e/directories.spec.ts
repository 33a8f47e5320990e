import { expect, test } from './fixtures'

type ListCase = {
  path: string
  heading: RegExp
  searchLabel?: string
  empty: string
  countBefore: RegExp
}

const lists: ListCase[] = [
  { path: '/bendruomenes', heading: /Lietuvių bendruomenės JK/, empty: 'Bendruomenių nerasta', countBefore: /Rodoma: 42 iš 42 bendruomenių/ },
  { path: '/kolektyvai', heading: /Meno kolektyvai/, empty: 'Kolektyvų nerasta', countBefore: /Rodoma: 13 iš 13 kolektyvų/ },
  { path: '/sportas', heading: /Lietuvių sportas JK/, empty: 'Nerasta sporto organizacijų pagal pasirinktus kriterijus', countBefore: /Rasta 9 sporto organizacijos/ },
  // Schools: at least the 18 seeded; the live-directory journeys publish schools of their own while this runs.
  { path: '/lituanistinis-mokymas', heading: /Lituanistinės mokyklos ir darželiai/, empty: 'Mokyklų ir darželių nerasta', countBefore: /Rasta (1[89]|2\d) mokyklų ir darželių/ },
  // Student societies: the directory-editor journey publishes one of its own while this runs.
  { path: '/studentu-organizacijos', heading: /Studentų organizacijos/, empty: 'Studentų organizacijų nerasta', countBefore: /Rasta 1[12] organizacijų/ },
  { path: '/ziniasklaida', heading: /Lietuviška žiniasklaida JK/, empty: 'Žiniasklaidos priemonių nerasta', countBefore: /Rasta 7 žiniasklaidos priemonės/ },
]

for (const list of lists) {
  test(`${list.path}: filter to the empty state, then clear it @phone`, async ({ page, expectNoAxeViolations }) => {
    await page.goto(list.path)
    await expect(page.getByRole('heading', { level: 1, name: list.heading })).toBeVisible()
    await expect(page.getByRole('status').filter({ hasText: list.countBefore })).toBeVisible()
    await expectNoAxeViolations()

    await page.getByRole('searchbox', { name: 'Paieška', exact: true }).fill('qqqzzz')
    await expect(page.getByRole('heading', { name: list.empty })).toBeVisible()
    await expect(page).toHaveURL(/q=qqqzzz/)
    await expect(page.getByRole('button', { name: 'Pašalinti filtrą: Paieška: qqqzzz' })).toBeVisible()
    await page.getByRole('button', { name: 'Išvalyti filtrus' }).last().click()
    await expect(page.getByRole('status').filter({ hasText: list.countBefore })).toBeVisible()
    await expect(page.getByRole('searchbox', { name: 'Paieška', exact: true })).toHaveValue('')
  })
}

test('filters survive a reload and are removable chips', async ({ page }) => {
  await page.goto('/bendruomenes?vieta=Glazgas')
  await expect(page.getByRole('status').filter({ hasText: 'Rodoma: 1 iš 42 bendruomenių' })).toBeVisible()
  await page.reload()
  await expect(page.getByRole('heading', { name: 'Glazgo lietuvių bendruomenė' })).toBeVisible()
  await page.getByRole('button', { name: 'Pašalinti filtrą: Glazgas' }).click()
  await expect(page.getByRole('status').filter({ hasText: 'Rodoma: 42 iš 42' })).toBeVisible()
})

test('search ignores Lithuanian diacritics', async ({ page }) => {
  await page.goto('/bendruomenes')
  await page.getByRole('searchbox', { name: 'Paieška', exact: true }).fill('siaures airijos')
  await expect(page.getByRole('heading', { name: 'Šiaurės Airijos lietuvių bendruomenė' })).toBeVisible()
})

test('a long list comes a page at a time: the next page is a link, kept in the address, and the first card has the focus', async ({ page }) => {
  await page.goto('/bendruomenes')
  const cards = page.getByRole('link', { name: /^Plačiau:/ })
  await expect(cards).toHaveCount(24)
  const firstOnPageOne = await cards.first().getAttribute('aria-label')
  const pages = page.getByRole('navigation', { name: 'Sąrašo puslapiai' })
  await expect(pages.getByText('Puslapis 1 iš 2')).toBeVisible()
  await pages.getByRole('link', { name: 'Kitas puslapis' }).click()
  await expect(page).toHaveURL(/\/bendruomenes\?puslapis=2$/)
  await expect(pages.getByText('Puslapis 2 iš 2')).toBeVisible()
  await expect(cards.first()).not.toHaveAttribute('aria-label', firstOnPageOne ?? '')
  // A new search starts again on the first page.
  await page.getByRole('searchbox', { name: 'Paieška', exact: true }).fill('glazgo')
  await expect(page).toHaveURL(/\/bendruomenes\?q=glazgo$/)
  await expect(page.getByRole('heading', { name: 'Glazgo lietuvių bendruomenė' })).toBeVisible()
})

test('without scripts, every page of a list is a link away and the search form searches on the server', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL, javaScriptEnabled: false })
  const page = await context.newPage()
  await page.goto('/bendruomenes')
  await expect(page.locator('link[rel="next"]')).toHaveAttribute('href', /\/bendruomenes\?puslapis=2$/)
  await page.getByRole('navigation', { name: 'Sąrašo puslapiai' }).getByRole('link', { name: 'Kitas puslapis' }).click()
  await expect(page.getByRole('link', { name: /^Plačiau:/ }).first()).toBeVisible()
  await expect(page.locator('link[rel="prev"]')).toHaveAttribute('href', /\/bendruomenes$/)
  await page.getByRole('searchbox', { name: 'Paieška', exact: true }).fill('siaures airijos')
  await page.getByRole('button', { name: 'Ieškoti' }).click()
  await expect(page).toHaveURL(/\/bendruomenes\?q=siaures\+airijos/)
  await expect(page.getByRole('heading', { name: 'Šiaurės Airijos lietuvių bendruomenė' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^Rodoma: 1 iš \d+/ })).toBeVisible()
  await context.close()
})

test('text typed into the search while the scripts load is kept and applied', async ({ browser, baseURL }) => {
  // A page of its own: the suite's page waits for the scripts in every goto.
  const context = await browser.newContext({ baseURL })
  const page = await context.newPage()
  let release = () => {}
  const scriptsWait = new Promise<void>((resolve) => (release = resolve))
  await page.route(/\/assets\/.*\.js$/, async (route) => {
    await scriptsWait
    await route.continue()
  })
  // Module scripts hold DOMContentLoaded back: the page is read as soon as its HTML arrives.
  await page.goto('/lituanistinis-mokymas', { waitUntil: 'commit' })
  await page.getByRole('searchbox', { name: 'Paieška', exact: true }).fill('zzqxjvw')
  release()
  await expect(page.getByRole('heading', { name: 'Mokyklų ir darželių nerasta' })).toBeVisible()
  await expect(page).toHaveURL(/\?q=zzqxjvw$/)
  await expect(page.getByRole('searchbox', { name: 'Paieška', exact: true })).toHaveValue('zzqxjvw')
  await context.close()
})

test('student societies and media: websites open in a new tab or are disabled', async ({ page }) => {
  await page.goto('/studentu-organizacijos')
  await expect(page.getByRole('button', { name: 'Svetainės nėra' }).first()).toBeDisabled()
  await expect(page.getByRole('link', { name: /Aplankyti svetainę/ }).first()).toHaveAttribute('target', '_blank')
  await page.goto('/ziniasklaida')
  await page.getByLabel('Kategorija').selectOption('Radijo stotys')
  await expect(page.getByRole('status').filter({ hasText: 'Rasta 2 žiniasklaidos priemonės' })).toBeVisible()
})

const details = [
  { kind: 'community by id', path: '/bendruomene/londono-lietuviu-bendruomene', h1: 'Londono lietuvių bendruomenė' },
  { kind: 'community by legacy slug', path: '/bendruomene/iaurs-airijos-lietuvi-bendruomen', h1: 'Šiaurės Airijos lietuvių bendruomenė' },
  { kind: 'community (second page)', path: '/community/org-02', h1: 'Mančesterio lietuvių bendruomenė' },
  { kind: 'collective by slug', path: '/kolektyvas/choras-gintaras', h1: 'Choras „Gintaras“' },
  { kind: 'collective by id', path: '/kolektyvas/2', h1: 'Choras „Gintaras“' },
  { kind: 'sports by slug', path: '/sportas/londono-vilkai', h1: 'Krepšinio klubas „Londono Vilkai“' },
  { kind: 'sports by id', path: '/sportas/s3', h1: 'Škotijos lietuvių šachmatų klubas' },
  { kind: 'school by id', path: '/mokykla/kardifo-lituanistine-mokykla-kregzdute', h1: 'Kardifo lituanistinė mokykla „Kregždutė“' },
]

for (const detail of details) {
  test(`opens a ${detail.kind} @phone`, async ({ page, expectNoAxeViolations }) => {
    await page.goto(detail.path)
    await expect(page.getByRole('heading', { level: 1, name: detail.h1 })).toBeVisible()
    await expectNoAxeViolations()
  })
}

const notFound = [
  ['/bendruomene/nera', 'Bendruomenė nerasta'],
  ['/community/nera', 'Bendruomenė nerasta'],
  ['/kolektyvas/nera', 'Kolektyvas nerastas'],
  ['/sportas/nera', 'Sporto organizacija nerasta'],
  ['/mokykla/nera', 'Mokykla nerasta'],
] as const

for (const [path, title] of notFound) {
  test(`${path} shows "${title}" @phone`, async ({ page }) => {
    await page.goto(path)
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByRole('link', { name: /Grįžti/ })).toBeVisible()
  })
}

test('detail fallbacks: four default photos, six default achievements and programmes @phone', async ({ page }) => {
  await page.goto('/sportas/s2')
  await expect(page.getByRole('region', { name: 'Galerija' }).getByRole('img')).toHaveCount(4)
  await expect(page.getByRole('region', { name: 'Pasiekimai' }).getByRole('listitem')).toHaveCount(6)
  await page.getByRole('button', { name: 'Susisiekti' }).click()
  await expect(page.locator('#kontaktai')).toBeFocused()
  await page.goto('/mokykla/lietuviu-vaiku-darzelis-boruzele')
  await expect(page.getByText('Darželis', { exact: true })).toBeVisible()
  await expect(page.getByRole('region', { name: 'Programos' }).getByRole('listitem')).toHaveCount(6)
})

test('the second community page offers editing to no one but the entry’s managers and administrators', async ({ page, signInAs }) => {
  // Signed out, and signed in as a member who manages nothing: the facts, no 'Redaguoti'.
  await page.goto('/community/org-01')
  await expect(page.getByRole('heading', { level: 1, name: 'Londono lietuvių bendruomenė' })).toBeVisible()
  await expect(page.getByRole('button', { name: /Redaguoti/ })).toHaveCount(0)
  await signInAs('member')
  await page.goto('/community/org-01')
  await page.waitForLoadState('networkidle')
  await expect(page.getByRole('button', { name: /Redaguoti/ })).toHaveCount(0)
  // A manager's journey, saving for real, is in entry-contributions.spec.ts.
})
