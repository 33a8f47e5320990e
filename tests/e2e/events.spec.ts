import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'

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

test('the home page links an event to its details on the events page', async ({ page }) => {
  await page.goto('/')
  await page.getByRole('link', { name: 'Daugiau informacijos: Kalėdinė lietuvių mugė' }).click()
  await expect(page).toHaveURL(/\/renginiai#kaledine-muge$/)
  await expect(page.locator('#kaledine-muge')).toBeVisible()
})

test('the subscribable feed lists every event', async ({ request }) => {
  const response = await request.get('/renginiai.ics')
  expect(response.headers()['content-type']).toContain('text/calendar')
  const ics = await response.text()
  expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(7)
})
