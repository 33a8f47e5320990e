import { expect, test } from './fixtures'
import { createFreshUser, rest } from './support/api'
import { startBackend, startSite, stopBackend, stopSite } from './support/backend-control'
import { memberPage, newRoom, visit } from './support/chat'
import { signedInClient } from './support/supabase'

// These journeys stop the backend and the site's server every other journey uses, so
// playwright.config.ts runs them in a project of their own, after all the others, one at a time.
test.describe.configure({ mode: 'serial' })
test('after a restart of the backend, two members in a room reconnect by themselves and see what was written during the gap', async ({ browser, page, signInAs }) => {
  test.slow()
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const room = await newRoom('pertrauka')
  const ona = await createFreshUser('pokalbis-ona', { first_name: 'Ona', last_name: 'Testaitė' })
  await signInAs(ona)
  const jonas = await memberPage(browser, signInAs, 'Jonas')
  const path = `/pokalbiai?kambarys=${room.slug}`
  await page.goto(path)
  await visit(jonas.page, path)
  const pages = [page, jonas.page]

  await page.getByLabel('Žinutė', { exact: true }).fill(`Prieš pertrauką ${stamp}`)
  await page.keyboard.press('Enter')
  await expect(jonas.page.getByRole('log')).toContainText(`Prieš pertrauką ${stamp}`)

  await stopBackend()
  for (const each of pages) await expect(each.getByRole('status').filter({ hasText: 'Jungiamasi iš naujo…' })).toBeVisible()

  // Written the moment the backend is back, while both pages are still waiting to rejoin
  // (supabase-js retries after 1, 2, 5 and then every 10 seconds).
  await startBackend()
  const author = await createFreshUser('pokalbis-autorius', { first_name: 'Rūta', last_name: 'Vaitkė' })
  await rest('chat_messages', { method: 'POST', body: JSON.stringify({ room_id: room.id, author_id: author.id, body: `Parašyta per pertrauką ${stamp}` }) })

  for (const each of pages) {
    await expect(each.getByRole('log')).toContainText(`Parašyta per pertrauką ${stamp}`, { timeout: 20_000 })
    await expect(each.getByText('Jungiamasi iš naujo…')).toHaveCount(0)
  }

  // Live again both ways, with presence tracked anew.
  await jonas.page.getByLabel('Žinutė', { exact: true }).fill(`Po pertraukos ${stamp}`)
  await jonas.page.keyboard.press('Enter')
  await expect(page.getByRole('log')).toContainText(`Po pertraukos ${stamp}`)
  await page.getByText(/^Dabar kambaryje: \d+$/).click()
  const present = page.getByRole('list', { name: 'Dabar kambaryje' })
  await expect(present).toContainText('Jonas T.')
  await expect(present).toContainText('Ona T. (jūs)')
  await jonas.context.close()
})

// The row is the one that once stopped the build: only the columns the database requires.
test('a school published bare while the site’s server is down is on its page, its list and sitemap.xml once the server is back', async ({ request }) => {
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const slug = `perkrauta-mokykla-${stamp}`
  const name = `Perkrauta mokykla ${stamp}`
  const admin = await signedInClient('admin')
  await stopSite()
  try {
    const created = await admin.from('directory_entries').insert({
      directory: 'schools',
      slug,
      status: 'published',
      name,
      summary: 'Mokykla, paskelbta serveriui neveikiant.',
      town: 'Kardifas',
      region: 'Kardifas',
      details: {},
    })
    expect(created.error).toBeNull()
  } finally {
    await startSite()
  }
  const within = { timeout: 10_000, intervals: [250, 500] }
  await expect.poll(async () => (await request.get(`/mokykla/${slug}`)).status(), within).toBe(200)
  expect(await (await request.get(`/mokykla/${slug}`)).text()).toContain(`${name}</h1>`)
  expect(await (await request.get(`/lituanistinis-mokymas?q=${encodeURIComponent(name)}`)).text()).toContain(name)
  // Every other page is served as before.
  for (const path of ['/', '/lituanistinis-mokymas', '/renginiai']) expect((await request.get(path)).status(), path).toBe(200)
  expect(await (await request.get('/sitemap.xml')).text()).toContain(`/mokykla/${slug}</loc>`)
})
