import { expect, test } from './fixtures'
import { createFreshUser, rest } from './support/api'
import { startBackend, stopBackend } from './support/backend-control'
import { memberPage, newRoom, visit } from './support/chat'

// This journey stops the backend every other journey uses, so playwright.config.ts runs it in a
// project of its own, after all the others.
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
