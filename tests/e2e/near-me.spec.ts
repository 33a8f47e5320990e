import type { Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { API_URL } from './support/api'
import { signedInClient, type Client } from './support/supabase'

/**
 * 'Where is the nearest Saturday school?': a parent in Leeds sorts the schools by distance from
 * their location or their postcode, with the map beside the list, and nothing leaves the site.
 */
// Named afresh by each beforeAll: a worker may run it again after its afterAll, for later tests of this file.
let school = { slug: '', name: '' }
let event = { title: '' }
const leeds = { latitude: 53.8195, longitude: -1.5665 }

let admin: Client
let schoolId: string
let eventId: string

test.beforeAll(async () => {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  school = { slug: `lidso-mokykla-${stamp}`, name: `Lidso mokykla „Ąžuolas“ ${stamp}` }
  event = { title: `Lidso Kūčios ${stamp}` }
  admin = await signedInClient('admin')
  const created = await admin
    .from('directory_entries')
    .insert({
      directory: 'schools',
      slug: school.slug,
      status: 'published',
      name: school.name,
      summary: 'Šeštadieninė lituanistinė mokykla Lidse.',
      region: 'Jorkšyras',
      address: 'Bendruomenės salė, Lidsas',
      postcode: 'ls6 2aa',
      leader_name: 'Ona Onaitė',
      email: 'azuolas@example.org',
      founded: 2024,
      details: { students: '20+', programs: [], gallery: [] },
    })
    .select('id, postcode, location_precision')
    .single()
  expect(created.error).toBeNull()
  expect(created.data).toMatchObject({ postcode: 'LS6 2AA', location_precision: 'district' })
  schoolId = created.data!.id
  // After every seeded event (other journeys count the next few: the home page shows four), within
  // the two years a proposal may look ahead.
  const start = new Date(Date.now() + 600 * 86_400_000)
  const proposed = await admin
    .from('events')
    .insert({ title: event.title, description: 'Kūčių vakaras Lidse visai šeimai.', category: 'Kultūra', starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3_600_000).toISOString(), town: 'Lidsas', region: 'Anglija', postcode: 'LS6 3AA' })
    .select('id')
    .single()
  expect(proposed.error).toBeNull()
  eventId = proposed.data!.id
  expect((await admin.from('events').update({ status: 'approved' }).eq('id', eventId)).error).toBeNull()
})

test.afterAll(async () => {
  await admin.from('directory_entries').update({ status: 'archived' }).eq('id', schoolId)
  await admin.from('events').delete().eq('id', eventId)
})

/** Every request the page makes, to check that none goes to a third party. */
function recordOrigins(page: Page): Set<string> {
  const origins = new Set<string>()
  page.on('request', (request) => origins.add(new URL(request.url()).origin))
  return origins
}

/** The list page once it lists the school this journey published (the site re-renders it within seconds). */
async function openSchools(page: Page, query = '') {
  await expect(async () => {
    await page.goto(`/lituanistinis-mokymas${query}`)
    await expect(page.getByRole('heading', { level: 3, name: school.name })).toBeAttached({ timeout: 1_000 })
  }).toPass({ timeout: 15_000 })
}

const results = (page: Page) => page.locator('[id^="vieta-"]')
const badgeOf = (result: ReturnType<typeof results>) => result.locator('p').first()
const escaped = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The journey's school is among the nearest, ahead of every farther one. Each worker publishes
 * a school of its own in the same district, so they share the first places.
 */
async function expectOursNearest(page: Page) {
  const ours = results(page).filter({ has: page.getByRole('heading', { level: 3, name: school.name, exact: true }) })
  await expect(badgeOf(ours)).toHaveText(/^\d+\.\s*<\s1\skm\s\(<\s1\smi\)\stiesiai$/)
  await expect(badgeOf(results(page).first())).toHaveText(/^1\.\s*<\s1\skm\s\(<\s1\smi\)\stiesiai$/)
}
const postcodeField = (page: Page) => page.getByRole('textbox', { name: 'Pašto kodas' })

test('with the location allowed, "Mano vieta" sorts the schools nearest first, in km and miles, with the map; a reload keeps the order', async ({ browser, baseURL, expectNoAxeViolations }) => {
  const context = await browser.newContext({ baseURL, permissions: ['geolocation'], geolocation: leeds })
  const page = await context.newPage()
  const origins = recordOrigins(page)
  await openSchools(page)
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')

  await page.getByRole('button', { name: 'Mano vieta' }).click()
  await expect(page).toHaveURL(/\?netoli=LS6$/)
  await expect(page.getByRole('status').filter({ hasText: 'surikiuota pagal atstumą tiesia linija nuo jūsų vietos (LS6 rajone)' })).toBeVisible()
  await expectOursNearest(page)
  await expect(results(page).filter({ hasText: /^\d+\.\s*≈\s[\d,]+\skm\s\([\d,]+\smi\)\stiesiai/ }).first()).toBeVisible()
  const online = results(page).filter({ hasText: /^\d+\.\s*Nuotoliu/ })
  await expect(online.first()).toBeVisible()

  const map = page.getByRole('group', { name: /^Žemėlapis: paieškos vieta Jūsų vieta ir \d+ pažymėt/ })
  await expect(map).toBeVisible()
  const markers = map.getByRole('link')
  await expect(markers.first()).toHaveAccessibleName(/^1\. .+?, <\s1\skm(;|$)/)
  await expect(markers.nth(1)).toHaveAccessibleName(/^\d+\. /)
  await expect(map.getByRole('link', { name: new RegExp(`\\d+\\. ${escaped(school.name)}, <\\s1\\skm`) })).toBeVisible()
  await expectNoAxeViolations(page)

  // The farther schools (the seeded ones; other journeys publish and archive schools of their own meanwhile).
  const farther = () => results(page).filter({ hasText: /^\d+\.\s*≈/ }).getByRole('heading', { level: 3 }).allTextContents()
  const order = await farther()
  await page.reload()
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await expect(page.getByRole('status').filter({ hasText: 'nuo LS6' })).toBeVisible()
  await expectOursNearest(page)
  expect((await farther()).slice(0, 5)).toEqual(order.slice(0, 5))

  // Only the site and its API: no tiles, no geocoder, no fonts from elsewhere.
  expect([...origins].filter((origin) => origin !== new URL(baseURL!).origin && origin !== API_URL)).toEqual([])
  await context.close()
})

test('a typed postcode sorts the list and the events, and the map works by keyboard @phone', async ({ page, baseURL, expectNoAxeViolations }) => {
  const origins = recordOrigins(page)
  await openSchools(page)
  await postcodeField(page).fill('ls6 1an')
  await postcodeField(page).press('Enter')
  await expect(page).toHaveURL(/\?netoli=LS6\+1AN$/)
  await expectOursNearest(page)
  await expect(page.getByRole('status').filter({ hasText: 'nuo LS6 1AN' })).toBeVisible()
  await expectNoAxeViolations()

  // The map by keyboard alone: zoom in, then a marker jumps to its school in the list.
  const map = page.getByRole('group', { name: /^Žemėlapis: paieškos vieta LS6 1AN/ })
  const zoomIn = map.getByRole('button', { name: 'Priartinti žemėlapį' })
  await zoomIn.focus()
  await page.keyboard.press('Enter')
  await expect(map.getByRole('button', { name: 'Nutolinti žemėlapį' })).toHaveAttribute('aria-disabled', 'false')
  await map.getByRole('link').first().focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\?netoli=LS6\+1AN#vieta-/)
  await expect(results(page).first()).toBeInViewport()

  await page.goto('/renginiai?netoli=LS6')
  const nearby = page.getByRole('region', { name: 'Artimiausi renginiai pagal atstumą' })
  const ourEvent = nearby.locator('[id^="renginys-"]').filter({ has: page.getByRole('heading', { level: 3, name: event.title, exact: true }) })
  await expect(badgeOf(ourEvent)).toHaveText(/^\d+\.\s*<\s1\skm\s\(<\s1\smi\)\stiesiai$/)
  await expect(badgeOf(nearby.locator('[id^="renginys-"]').first())).toHaveText(/^1\.\s*<\s1\skm/)
  await expect(nearby.getByRole('group', { name: /^Žemėlapis: paieškos vieta LS6/ })).toBeVisible()
  await expectNoAxeViolations()
  expect([...origins].filter((origin) => origin !== new URL(baseURL!).origin && origin !== API_URL)).toEqual([])
})

test('a refused location and an unknown postcode each say why, keep the text and put the focus in the field', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ baseURL })
  await context.grantPermissions([])
  const page = await context.newPage()
  await page.goto('/lituanistinis-mokymas')
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  await page.getByRole('button', { name: 'Mano vieta' }).click()
  await expect(page.getByText(/Naršyklė neleido nustatyti jūsų vietos|Jūsų vietos nustatyti nepavyko/)).toBeVisible()
  await expect(postcodeField(page)).toBeFocused()

  await postcodeField(page).fill('ZZ99 9ZZ')
  await page.getByRole('button', { name: 'Rikiuoti pagal atstumą' }).click()
  await expect(page.getByText(/^Tokio pašto kodo neradome/)).toBeVisible()
  await expect(postcodeField(page)).toBeFocused()
  await expect(postcodeField(page)).toHaveValue('ZZ99 9ZZ')
  await expect(page).toHaveURL(/\/lituanistinis-mokymas$/)
  await context.close()
})

for (const path of ['/bendruomenes', '/kolektyvai', '/sportas']) {
  test(`${path} sorted from a postcode: numbered results beside the map, nothing for axe @phone`, async ({ page, expectNoAxeViolations }) => {
    await page.goto(`${path}?netoli=M1`)
    await expect(page.getByRole('status').filter({ hasText: 'surikiuota pagal atstumą tiesia linija nuo M1' })).toBeVisible()
    await expect(badgeOf(results(page).first())).toHaveText(/^1\.\s*(<|≈)\s[\d,]+\skm/)
    await expect(page.getByRole('group', { name: /^Žemėlapis: paieškos vieta M1 ir \d+ pažymėt/ })).toBeVisible()
    await expectNoAxeViolations()
  })
}
