import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'

// Which events are upcoming depends on the date: the journeys run on a fixed day.
test.beforeEach(async ({ page }) => {
  await page.clock.setFixedTime(new Date('2026-11-22T12:00:00Z'))
})

test('events: details open in place and an event downloads as a valid .ics', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/renginiai')
  await expect(page.getByRole('heading', { level: 1, name: 'Renginiai' })).toBeVisible()
  await expectNoAxeViolations()
  const card = page.locator('#kaledine-muge')
  await card.getByRole('button', { name: 'Daugiau informacijos' }).click()
  await expect(card.getByText('Lietuviški skanėstai, rankdarbiai')).toBeVisible()

  const download = page.waitForEvent('download')
  await card.getByRole('button', { name: 'Pridėti į kalendorių' }).click()
  const file = await download
  expect(file.suggestedFilename()).toBe('kaledine-lietuviu-muge.ics')
  const ics = readFileSync(await file.path(), 'utf8')
  expect(ics).toContain('BEGIN:VCALENDAR\r\n')
  expect(ics).toContain('UID:kaledine-muge@lietuviai-jk')
  expect(ics).toContain('DTSTART;TZID=Europe/London:20261212T110000')
})

test('every event offers registration: an e-mail to the organiser, or disabled with the reason @phone', async ({ page }) => {
  await page.goto('/renginiai')
  await expect(page.getByRole('link', { name: /^Registruotis\s?: Kalėdinė lietuvių mugė/ })).toHaveAttribute(
    'href',
    `mailto:kaledine-muge@example.org?subject=${encodeURIComponent('Registracija: Kalėdinė lietuvių mugė')}`,
  )
  const carnival = page.locator('#uzgavenes-edinburge')
  await expect(carnival.getByRole('button', { name: /^Registruotis/ })).toBeDisabled()
  await expect(carnival.getByText('Registracija internetu dar neprieinama.')).toBeVisible()
  await expect(page.getByRole('link', { name: /^Registruotis\s?:/ })).toHaveCount(6)

  await page.goto('/')
  const home = page.getByRole('region', { name: 'Artimiausi renginiai' })
  await expect(home.getByRole('heading', { level: 3 })).toHaveCount(4)
  await expect(home.getByRole('link', { name: /^Registruotis\s?: Kalėdinė lietuvių mugė/ })).toHaveAttribute('href', /^mailto:kaledine-muge@example\.org\?subject=/)
  await expect(home.getByRole('button', { name: /^Registruotis\s?: Užgavėnės Edinburge/ })).toBeDisabled()
})

test('events already held move to a labelled past section and leave the home page', async ({ page }) => {
  await page.clock.setFixedTime(new Date('2027-02-20T12:00:00Z'))
  await page.goto('/renginiai')
  const past = page.getByRole('region', { name: 'Praėję renginiai' })
  // The seeded events held in the last 30 days, in order (journeys running alongside add events
  // of their own); the Christmas fair of 12 December has left the list.
  const seeded = ['Vasario 16-osios minėjimas Londone', 'Užgavėnės Edinburge', 'Lituanistinių mokyklų mokytojų seminaras', 'Kalėdinė lietuvių mugė']
  await expect.poll(async () => (await past.getByRole('heading', { level: 3 }).allTextContents()).filter((title) => seeded.includes(title))).toEqual(seeded.slice(0, 3))
  await expect(past.getByRole('link', { name: /Registruotis/ })).toHaveCount(0)
  await page.goto('/')
  const home = page.getByRole('region', { name: 'Artimiausi renginiai' })
  await expect(home.getByRole('heading', { level: 3, name: 'JK lietuvių krepšinio taurė' })).toBeVisible()
  await expect(home.getByText('Kalėdinė lietuvių mugė')).toHaveCount(0)
})

test('the home page links an event to its own page, which links back to every event', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Daugiau informacijos: Kalėdinė lietuvių mugė' }).click()
  await expect(page).toHaveURL(/\/renginiai\/kaledine-muge$/)
  await expect(page.getByRole('heading', { level: 1, name: 'Kalėdinė lietuvių mugė' })).toBeVisible()
  await expect(page.getByText('Lietuviški skanėstai, rankdarbiai')).toBeVisible()
  await page.getByRole('link', { name: 'Visi renginiai' }).click()
  await expect(page).toHaveURL(/\/renginiai$/)
})

test('the subscribable calendar, linked from the page, lists the approved events', async ({ page, request }) => {
  await page.goto('/renginiai')
  const feed = await page.getByRole('link', { name: 'Prenumeruoti kalendorių (.ics)' }).getAttribute('href')
  expect(feed).toMatch(/^webcal:\/\/[^/]+\/kalendorius\/renginiai\.ics$/)
  // Fetched as a calendar app would: the webcal address over http, no headers of its own.
  const response = await request.get(new URL(feed!.replace(/^webcal:/, 'http:')).pathname)
  expect(response.headers()['content-type']).toContain('text/calendar')
  const ics = await response.text()
  expect(ics).toContain('UID:kaledine-muge@lietuviai-jk\r\n')
  expect(ics).toMatch(/URL:http[^\r]*\/renginiai\/kaledine-muge\r\n/)
  expect(ics.match(/BEGIN:VEVENT/g)!.length).toBeGreaterThanOrEqual(7)
  await expect(page.getByRole('link', { name: 'Švietimas' })).toHaveAttribute('href', /^webcal:\/\/[^/]+\/kalendorius\/svietimas\.ics$/)
})
