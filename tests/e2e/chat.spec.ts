import { expect, test } from './fixtures'
import { ANON_KEY, API_URL, createFreshUser, rest } from './support/api'
import { memberPage, newRoom, visit } from './support/chat'

test("two members talk live in 'Bendras pokalbis': messages, edits, deletions, presence and an administrator's hiding reach both without a reload", async ({ browser, page, signInAs, expectNoAxeViolations }) => {
  // Three browsers and a dozen steps: more than the default 30 s when the machine is busy.
  test.slow()
  const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
  const ona = await createFreshUser('pokalbis-ona', { first_name: 'Ona', last_name: 'Testaitė' })
  await signInAs(ona)
  const jonas = await memberPage(browser, signInAs, 'Jonas')

  await page.goto('/pokalbiai?kambarys=bendras')
  await visit(jonas.page, '/pokalbiai?kambarys=bendras')
  await expect(page.getByRole('heading', { name: 'Bendras pokalbis' })).toBeFocused()
  // Other journeys may have the room open too: this one counts on its own two members.
  await page.getByText(/^Dabar kambaryje: \d+$/).click()
  const present = page.getByRole('list', { name: 'Dabar kambaryje' })
  await expect(present).toContainText('Jonas T.')
  await expect(present).toContainText('Ona T. (jūs)')

  const composer = page.getByLabel('Žinutė', { exact: true })
  await composer.fill(`Labas, Jonai! ${stamp} Renginys: https://example.org/renginys.`)
  await composer.press('Enter')
  const jonasLog = jonas.page.getByRole('log')
  await expect(jonasLog).toContainText(`Labas, Jonai! ${stamp}`, { timeout: 1000 })
  await expect(composer).toHaveValue('')
  await expect(composer).toBeFocused()
  await expect(jonasLog.getByRole('link', { name: 'https://example.org/renginys' }).last()).toHaveAttribute('rel', 'noopener noreferrer nofollow ugc')

  await jonas.page.getByLabel('Žinutė', { exact: true }).fill(`Sveika, Ona! ${stamp}`)
  await jonas.page.keyboard.press('Enter')
  await expect(page.getByRole('log')).toContainText(`Sveika, Ona! ${stamp}`, { timeout: 1000 })

  const own = page.getByRole('log').getByRole('listitem').filter({ hasText: `Labas, Jonai! ${stamp}` })
  await own.getByRole('button', { name: 'Redaguoti' }).click()
  await page.getByLabel('Pataisyta žinutė').fill(`Iki šeštadienio ${stamp}`)
  await page.getByRole('button', { name: 'Išsaugoti', exact: true }).click()
  const edited = jonasLog.getByRole('listitem').filter({ hasText: `Iki šeštadienio ${stamp}` })
  await expect(edited).toContainText('redaguota')

  await page.getByRole('log').getByRole('listitem').filter({ hasText: `Iki šeštadienio ${stamp}` }).getByRole('button', { name: 'Ištrinti' }).click()
  await page.getByRole('button', { name: 'Taip, ištrinti' }).click()
  await expect(jonasLog).not.toContainText(`Iki šeštadienio ${stamp}`)
  await expect(jonasLog.getByRole('listitem').filter({ hasText: 'Žinutė ištrinta' }).last()).toBeVisible()
  await expectNoAxeViolations()

  // The administrator hides Jonas's reply from the room: it leaves both screens.
  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signInAs('admin', admin)
  await visit(admin, '/pokalbiai?kambarys=bendras')
  const reply = admin.getByRole('log').getByRole('listitem').filter({ hasText: `Sveika, Ona! ${stamp}` })
  await reply.getByRole('button', { name: 'Paslėpti' }).click()
  // With the reason its author is told, as from the report queue.
  const hide = reply.getByRole('form', { name: /^Paslėpti žinutę/ })
  await hide.getByLabel(/^Priežastis/).fill('Asmeniniai duomenys pokalbyje.')
  await hide.getByRole('button', { name: 'Paslėpti' }).click()
  await expect(page.getByRole('log')).not.toContainText(`Sveika, Ona! ${stamp}`)
  await expect(jonasLog).not.toContainText(`Sveika, Ona! ${stamp}`)
  await expect(admin.getByRole('log').getByRole('listitem').filter({ hasText: `Sveika, Ona! ${stamp}` })).toContainText('Paslėpta administratoriaus')
  await adminContext.close()

  await jonas.context.close()
  await expect(present).not.toContainText('Jonas T.')
})

test('a signed-out visitor sees the counts, is asked to sign in in the room, and stays there after signing in', async ({ page }) => {
  const room = await newRoom('svecias')
  const author = await createFreshUser('pokalbis-autorius', { first_name: 'Rūta', last_name: 'Vaitkė' })
  await rest('chat_messages', {
    method: 'POST',
    body: JSON.stringify([
      { room_id: room.id, author_id: author.id, body: 'Pirmoji žinutė', created_at: new Date(Date.now() - 120_000).toISOString() },
      { room_id: room.id, author_id: author.id, body: 'Antroji žinutė', created_at: new Date(Date.now() - 60_000).toISOString() },
    ]),
  })

  await page.goto('/pokalbiai')
  const card = page.getByRole('button', { name: new RegExp(room.name) })
  await expect(card).toContainText('2 žinutės')
  await expect(card).toContainText('1 autorius')
  await card.click()
  await expect(page).toHaveURL(new RegExp(`kambarys=${room.slug}`))
  await expect(page.getByRole('heading', { name: 'Prisijunkite, kad galėtumėte skaityti ir rašyti' })).toBeVisible()
  await expect(page.getByRole('log')).toHaveCount(0)

  const reader = await createFreshUser('pokalbis-skaitytojas', { first_name: 'Petras', last_name: 'Skaitytojas' })
  await page.getByRole('main').getByRole('button', { name: 'Prisijungti' }).click()
  const dialog = page.getByRole('dialog', { name: 'Lietuviai JK' })
  await dialog.getByLabel('El. paštas').fill(reader.email)
  await dialog.getByLabel('Slaptažodis').fill(reader.password)
  await dialog.getByRole('button', { name: 'Prisijungti' }).last().click()
  await expect(page.getByRole('log')).toContainText('Antroji žinutė')
  await expect(page).toHaveURL(new RegExp(`kambarys=${room.slug}`))

  await page.getByRole('button', { name: 'Grįžti į kambarius' }).click()
  await expect(page.getByRole('button', { name: new RegExp(room.name) })).toBeFocused()
})

test('bad input: an empty message, 2,001 characters, HTML and the 21st message in a minute are refused in Lithuanian; the text stays', async ({ page, signInAs }) => {
  const room = await newRoom('riba')
  const writer = await createFreshUser('pokalbis-skubus', { first_name: 'Skubus', last_name: 'Rašytojas' })
  await signInAs(writer)
  await page.goto(`/pokalbiai?kambarys=${room.slug}`)
  const composer = page.getByLabel('Žinutė', { exact: true })
  const alert = page.getByRole('alert')

  await composer.fill('   ')
  await composer.press('Enter')
  await expect(alert).toHaveText('Žinutė tuščia: parašykite bent kelis žodžius.')

  const long = 'ą'.repeat(2001)
  await composer.fill(long)
  await composer.press('Enter')
  await expect(alert).toHaveText('Žinutė per ilga: ne daugiau kaip 2000 simbolių.')
  await expect(composer).toHaveValue(long)

  await composer.fill('<b>Labas</b> visiems')
  await composer.press('Enter')
  await expect(alert).toHaveText('Žinutėse ir temose negali būti HTML žymių: rašykite paprastą tekstą.')
  await expect(composer).toHaveValue('<b>Labas</b> visiems')

  for (let i = 1; i <= 20; i++) {
    await rest('chat_messages', { method: 'POST', token: writer.session.access_token, body: JSON.stringify({ room_id: room.id, body: `Žinutė ${i}` }) })
  }
  await expect(page.getByRole('log')).toContainText('Žinutė 20')
  await composer.fill('Dar viena')
  await composer.press('Enter')
  await expect(alert).toContainText('Per daug žinučių: galite rašyti ne daugiau kaip 20 žinučių per minutę.')
  await expect(composer).toHaveValue('Dar viena')
  await expect(composer).toHaveAccessibleDescription(/Per daug žinučių/)
})

test('a member reports a message; an administrator hides it from the queue and it leaves the room at once', async ({ browser, page, signInAs, expectNoAxeViolations }) => {
  test.slow()
  const room = await newRoom('pranesimas')
  const spammer = await createFreshUser('pokalbis-reklama', { first_name: 'Reklama', last_name: 'Pardavėja' })
  await rest('chat_messages', { method: 'POST', token: spammer.session.access_token, body: JSON.stringify({ room_id: room.id, body: `Pigūs laikrodžiai ${room.slug}` }) })

  const reader = await createFreshUser('pokalbis-budrus', { first_name: 'Budrus', last_name: 'Skaitytojas' })
  await signInAs(reader)
  await page.goto(`/pokalbiai?kambarys=${room.slug}`)
  const message = page.getByRole('log').getByRole('listitem').filter({ hasText: 'Pigūs laikrodžiai' })
  await message.getByRole('button', { name: 'Pranešti: žinutė, kurią parašė Reklama P.' }).click()
  const report = page.getByRole('dialog', { name: 'Pranešti administratoriams' })
  await report.getByRole('radio', { name: 'Šlamštas ar reklama' }).check()
  await report.getByLabel('Paaiškinimas (nebūtina)').fill('Reklamuoja kiekviename kambaryje.')
  await report.getByRole('button', { name: 'Siųsti pranešimą' }).click()
  await expect(message.getByRole('status')).toHaveText('Ačiū! Administratoriai peržiūrės šią žinutę.')

  const adminContext = await browser.newContext()
  const admin = await adminContext.newPage()
  await signInAs('admin', admin)
  // The former address of the chat's reports leads to the one queue.
  await visit(admin, '/admin/pokalbiai')
  await expect(admin).toHaveURL(/\/admin\/pranesimai$/)
  const item = admin.getByRole('region', { name: 'Atviri pranešimai' }).getByRole('article').filter({ hasText: `Pigūs laikrodžiai ${room.slug}` })
  await expect(item).toContainText('Reklamuoja kiekviename kambaryje.')
  await expect(item).toContainText('Autorius: Reklama P.')
  await expect(item.getByRole('link', { name: `Atidaryti kambarį „${room.name}“` })).toBeVisible()
  await expectNoAxeViolations(admin)
  await item.getByRole('button', { name: 'Paslėpti' }).click()
  const hide = admin.getByRole('dialog')
  await hide.getByLabel('Priežastis').fill('Reklama pokalbiuose draudžiama.')
  await hide.getByRole('button', { name: 'Paslėpti' }).click()
  await expect(item).toHaveCount(0)

  await expect(page.getByRole('log')).not.toContainText('Pigūs laikrodžiai')
  await adminContext.close()
})

test('an administrator mutes a member from the room; the member is told until when, and the database refuses their writing', async ({ browser, page, signInAs }) => {
  test.slow()
  const room = await newRoom('tyla')
  const loud = await createFreshUser('pokalbis-garsus', { first_name: 'Garsus', last_name: 'Rašytojas' })
  await rest('chat_messages', { method: 'POST', token: loud.session.access_token, body: JSON.stringify({ room_id: room.id, body: 'Rašau daug' }) })

  await signInAs('admin')
  await page.goto(`/pokalbiai?kambarys=${room.slug}`)
  const message = page.getByRole('log').getByRole('listitem').filter({ hasText: 'Rašau daug' })
  await message.getByRole('button', { name: 'Nutildyti autorių' }).click()
  await page.getByLabel('Kiek laiko nerašys').selectOption({ label: '1 valandai' })
  await page.getByRole('button', { name: 'Nutildyti', exact: true }).click()
  await expect(message.getByRole('status')).toHaveText('Narys nutildytas.')

  const mutedContext = await browser.newContext()
  const muted = await mutedContext.newPage()
  await signInAs(loud, muted)
  await visit(muted, `/pokalbiai?kambarys=${room.slug}`)
  // The room says so instead of offering a composer; the database refuses a write all the same.
  await expect(muted.getByText(/^Administratoriai laikinai apribojo jūsų rašymą pokalbiuose iki .+\. Iki tol galite skaityti pokalbius\.$/)).toBeVisible()
  await expect(muted.getByLabel('Žinutė', { exact: true })).toHaveCount(0)
  const refused = await fetch(`${API_URL}/rest/v1/chat_messages`, {
    method: 'POST',
    headers: { apikey: ANON_KEY, Authorization: `Bearer ${loud.session.access_token}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ room_id: room.id, body: 'Ar mane girdite?' }),
  })
  expect(refused.status).toBe(403)
  expect((await refused.json()).message).toContain('Administratoriai laikinai apribojo jūsų rašymą pokalbiuose iki')
  await mutedContext.close()
})

test('a member starts a topic, which opens at once and appears in the list for others', async ({ browser, page, signInAs }) => {
  const starter = await createFreshUser('pokalbis-tema', { first_name: 'Tema', last_name: 'Pradininkė' })
  await signInAs(starter)
  await page.goto('/pokalbiai?skiltis=temos')
  await page.getByRole('button', { name: 'Pradėti temą' }).click()
  const form = page.getByRole('form', { name: 'Nauja tema' })
  await form.getByRole('button', { name: 'Pradėti temą' }).click()
  await expect(form.getByLabel('Pavadinimas')).toHaveAccessibleDescription('Pavadinimas turi būti mažiausiai 3 simboliai')
  await expect(form.getByLabel('Kategorija')).toHaveAccessibleDescription('Pasirinkite kategoriją')
  const title = `Sodininkystė Anglijoje ${Date.now()}`
  await form.getByLabel('Pavadinimas').fill(title)
  await form.getByLabel('Kategorija').selectOption({ label: 'Šeima' })
  await form.getByRole('button', { name: 'Pradėti temą' }).click()
  await expect(page.getByRole('heading', { name: title })).toBeVisible()
  await page.getByLabel('Žinutė', { exact: true }).fill('Kas augina pomidorus šiltnamyje?')
  await page.keyboard.press('Enter')
  await expect(page.getByRole('log')).toContainText('Kas augina pomidorus šiltnamyje?')

  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  await visit(visitor, '/pokalbiai?skiltis=temos')
  await visitor.getByRole('button', { name: 'Šeima', exact: true }).click()
  await expect(visitor.getByRole('button', { name: new RegExp(title) })).toContainText('1 žinutė')
  await visitorContext.close()
})
