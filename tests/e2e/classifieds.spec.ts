import type { Browser, Page } from '@playwright/test'
import { createFreshUser, rest } from './support/api'
import { expect, test } from './fixtures'
import { visit } from './support/chat'

type Member = Awaited<ReturnType<typeof createFreshUser>>

const cardOf = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage()
}

/** A classified posted through the API as `poster`, approved by the service role unless told otherwise. */
async function postedClassified(poster: Member, title: string, { approve = true } = {}) {
  const [row] = await rest<{ id: string }[]>('classifieds?select=id', {
    method: 'POST',
    token: poster.session.access_token,
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ title, body: 'Skelbimas bandymui, su pakankamai ilgu aprašymu.', category: 'Parduoda', town: 'Lidsas', price: 25 }),
  })
  if (approve) await rest(`classifieds?id=eq.${row.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'approved' }) })
  return row.id
}

const report = (reporter: Member, classifiedId: string) =>
  rest('content_reports', { method: 'POST', token: reporter.session.access_token, body: JSON.stringify({ target_kind: 'classified', target_id: classifiedId, reason: 'scam_or_fraud', note: 'Atrodo kaip apgavystė.' }) })

test('a member posts a classified, an administrator approves it, a visitor replies to it and the poster reads the reply', async ({ page, browser, signInAs, expectNoAxeViolations }) => {
  test.slow()
  const poster = await createFreshUser('skelbejas', { first_name: 'Rasa', last_name: 'Petraitė' })
  const title = `Parduodamas dviratis ${Date.now()}`
  await signInAs(poster)
  await page.goto('/skelbimai')
  await page.getByRole('link', { name: 'Įdėti skelbimą' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Įdėti skelbimą' })).toBeVisible()
  await page.getByLabel('Pavadinimas *').fill(title)
  await page.getByLabel('Kategorija *').selectOption('Parduoda')
  await page.getByLabel('Kaina, £').fill('120')
  await page.getByLabel('Miestas *').fill('Lidsas')
  await page.getByLabel('Aprašymas *').fill('Miesto dviratis, mažai naudotas, su žibintais.')
  await expectNoAxeViolations()
  await page.getByRole('button', { name: 'Įdėti skelbimą' }).click()
  await expect(page.getByRole('heading', { name: 'Ačiū! Skelbimas pateiktas' })).toBeFocused()

  const visitor = await newPage(browser)
  await visitor.goto('/skelbimai')
  await visitor.waitForLoadState('networkidle')
  await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0)

  const admin = await newPage(browser)
  await signInAs('admin', admin)
  await admin.goto('/admin/moderavimas')
  const pending = admin.getByRole('region', { name: 'Skelbimai' }).getByRole('article').filter({ has: admin.getByRole('heading', { name: title }) })
  await pending.getByRole('button', { name: 'Patvirtinti' }).click()
  await expect(pending).toHaveCount(0)

  await visit(visitor, '/skelbimai')
  const card = cardOf(visitor, title)
  await expect(card).toContainText('Skelbėjas: Rasa P.')
  // A signed-out reader is asked to sign in; signed in, they reply through the portal.
  await card.getByRole('button', { name: /^Atsakyti/ }).click()
  await expect(visitor.getByRole('dialog', { name: 'Lietuviai JK' })).toBeVisible()
  const reader = await createFreshUser('skaitytojas')
  const readerPage = await newPage(browser)
  await signInAs(reader, readerPage)
  // Once the page has hydrated: before that, the button of the server's markup does nothing yet.
  await visit(readerPage, '/skelbimai')
  await cardOf(readerPage, title).getByRole('button', { name: /^Atsakyti/ }).click()
  const replyDialog = readerPage.getByRole('dialog', { name: 'Atsakyti į skelbimą' })
  await replyDialog.getByLabel('Atsakymas').fill('Sveiki, ar dviratis dar parduodamas?')
  await replyDialog.getByRole('button', { name: 'Siųsti atsakymą' }).click()
  await expect(replyDialog).toHaveCount(0)

  await page.goto('/paskyra')
  const mine = page.getByRole('region', { name: 'Mano skelbimai' })
  await expect(mine.getByText(/^Paskelbtas iki/)).toBeVisible()
  await expect(mine.getByText('Sveiki, ar dviratis dar parduodamas?')).toBeVisible()
})

test('three members’ reports hide a classified; the administrator restores one and removes another', async ({ page, browser, signInAs }) => {
  test.slow()
  const poster = await createFreshUser('pranesimai')
  const reporters = await Promise.all([createFreshUser('pranesejas-1'), createFreshUser('pranesejas-2'), createFreshUser('pranesejas-3')])
  const kept = `Parduodamas telefonas ${Date.now()}`
  const removed = `Pigūs bilietai ${Date.now()}`
  const keptId = await postedClassified(poster, kept)
  const removedId = await postedClassified(poster, removed)

  // The first report through the page's dialog, the others through the API.
  await signInAs(reporters[0])
  await page.goto('/skelbimai')
  await cardOf(page, kept).getByRole('button', { name: `Pranešti: ${kept}` }).click()
  const dialog = page.getByRole('dialog', { name: 'Pranešti administratoriams' })
  await dialog.getByRole('radio', { name: 'Sukčiavimas ar apgaulė' }).check()
  await dialog.getByLabel('Paaiškinimas (nebūtina)').fill('Prašo sumokėti iš anksto.')
  await dialog.getByRole('button', { name: 'Siųsti pranešimą' }).click()
  await expect(dialog).toHaveCount(0)
  await report(reporters[0], removedId)
  for (const reporter of reporters.slice(1)) {
    await report(reporter, keptId)
    await report(reporter, removedId)
  }

  const visitor = await newPage(browser)
  await visitor.goto('/skelbimai')
  await visitor.waitForLoadState('networkidle')
  await expect(visitor.getByRole('heading', { name: kept })).toHaveCount(0)
  await expect(visitor.getByRole('heading', { name: removed })).toHaveCount(0)

  const admin = await newPage(browser)
  await signInAs('admin', admin)
  await admin.goto('/admin/pranesimai')
  const reported = admin.getByRole('region', { name: 'Atviri pranešimai' })
  const keptCard = reported.getByRole('article').filter({ has: admin.getByRole('heading', { name: `Skelbimas: ${kept}` }) })
  await expect(keptCard.getByText('Skelbimas paslėptas (kol administratoriai nuspręs)')).toBeVisible()
  await expect(keptCard.getByText('Prašo sumokėti iš anksto.')).toBeVisible()
  await keptCard.getByRole('button', { name: 'Palikti matomą' }).click()
  const keep = admin.getByRole('dialog')
  await keep.getByLabel('Priežastis').fill('Skelbimas taisyklių nepažeidžia.')
  await keep.getByRole('button', { name: 'Palikti matomą' }).click()
  await expect(keptCard).toHaveCount(0)

  const removedCard = reported.getByRole('article').filter({ has: admin.getByRole('heading', { name: `Skelbimas: ${removed}` }) })
  await removedCard.getByRole('button', { name: 'Pašalinti' }).click()
  const reason = admin.getByRole('dialog')
  await reason.getByLabel('Priežastis').fill('Sukčiavimas: prašoma mokėti iš anksto.')
  await reason.getByRole('button', { name: 'Pašalinti' }).click()
  await expect(removedCard).toHaveCount(0)

  await visitor.goto('/skelbimai')
  await expect(cardOf(visitor, kept)).toBeVisible()
  await expect(visitor.getByRole('heading', { name: removed })).toHaveCount(0)
})

test('an expired classified is not public, and its poster sees it has expired', async ({ page, browser, signInAs }) => {
  const poster = await createFreshUser('pasibaiges')
  const title = `Nuomojamas garažas ${Date.now()}`
  const id = await postedClassified(poster, title)
  await rest(`classifieds?id=eq.${id}`, { method: 'PATCH', body: JSON.stringify({ expires_at: new Date(Date.now() - 60_000).toISOString() }) })

  const visitor = await newPage(browser)
  await visitor.goto('/skelbimai')
  await visitor.waitForLoadState('networkidle')
  await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0)

  await signInAs(poster)
  await page.goto('/paskyra')
  await expect(page.getByRole('region', { name: 'Mano skelbimai' }).getByText('Baigė galioti')).toBeVisible()
})
