/**
 * The one moderation queue end to end: a signed-out visitor reports an event and an article, a
 * member a chat message and an English translation; the administrators' queue holds all four;
 * one administrator removes the event with a reason, its author is told in the portal and by
 * e-mail and appeals in their account; the administrator who acted may not decide the appeal,
 * a second one reverses it, and the moderation log shows every step.
 */
import type { Browser, Page } from '@playwright/test'
import { expect, test } from './fixtures'
import { API_URL, createFreshUser, rest, SERVICE_ROLE_KEY } from './support/api'
import { newRoom, visit } from './support/chat'

type Member = Awaited<ReturnType<typeof createFreshUser>>

const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`

/** A day far after every seeded event (other journeys count the coming few), at a whole hour. */
function farAhead(hour: number) {
  const at = new Date(Date.now() + 650 * 86_400_000)
  at.setUTCHours(hour, 0, 0, 0)
  return at.toISOString()
}

/** An event the author proposes and the service role approves, with a published English translation. */
async function approvedEvent(author: Member, title: string) {
  const [event] = await rest<{ id: string }[]>('events?select=id', {
    method: 'POST',
    token: author.session.access_token,
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ title, description: 'Bilietus reikia apmokėti iš anksto pavedimu.', category: 'Kultūra', starts_at: farAhead(10), ends_at: farAhead(12), town: 'Lidsas', region: 'Anglija' }),
  })
  await rest(`events?id=eq.${event!.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'approved' }) })
  const [{ slug }] = await rest<{ slug: string }[]>(`events?id=eq.${event!.id}&select=slug`)
  await rest('event_translations', { method: 'POST', body: JSON.stringify({ event_id: event!.id, title: `Fair ${unique}`, description: 'Tickets must be paid for in advance.', status: 'published' }) })
  return { id: event!.id, slug }
}

/** A published article by the author, dated long ago so no list of the newest moves for it. */
async function publishedArticle(author: Member, title: string) {
  const [article] = await rest<{ id: string; slug: string }[]>('articles?select=id,slug', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ title, lead: 'Straipsnis, apie kurį pranešama.', body: 'Tekstas.', category: 'Kultūra', status: 'published', publish_at: '2020-01-15T10:00:00Z', author_id: author.id }),
  })
  return article!
}

/** One dispatcher run, as pg_cron does on a hosted project. */
async function dispatchEmail() {
  const response = await fetch(`${API_URL}/functions/v1/dispatch-email`, { method: 'POST', headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' }, body: '{}' })
  expect(response.status).toBe(200)
}

/** The subjects of every message the development mailbox holds for `to`, oldest first. */
async function subjectsTo(to: string): Promise<string[]> {
  const messages = (await (await fetch(`${API_URL}/__dev/mail`)).json()) as Array<{ to: string; subject: string }>
  return messages.filter((message) => message.to.toLowerCase() === to.toLowerCase()).map((message) => message.subject).reverse()
}

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage()
}

/** Reports through the one dialog: what (when there is a choice), why, a note and, signed out, an address. */
async function report(page: Page, button: string, { what, reason, note, email }: { what?: string; reason: string; note?: string; email?: string }) {
  await page.getByRole('button', { name: button }).click()
  const dialog = page.getByRole('dialog')
  if (what) await dialog.getByRole('radio', { name: what }).check()
  await dialog.getByRole('radio', { name: reason }).check()
  if (note) await dialog.getByRole('textbox', { name: /^(Paaiškinimas|Details)/ }).fill(note)
  if (email) await dialog.getByRole('textbox', { name: 'Jūsų el. pašto adresas' }).fill(email)
  return dialog
}

test('reports of every kind reach one queue; a removal is told to its author, appealed, and reversed by another administrator, all in the log', async ({ page, browser, signInAs, expectNoAxeViolations }) => {
  test.slow()
  const author = await createFreshUser('moderuojamas', { first_name: 'Autorius', last_name: 'Testas' })
  const member = await createFreshUser('pranesejas', { first_name: 'Budri', last_name: 'Narė' })
  const secondAdmin = await createFreshUser('antras-admin')
  const eventTitle = `Mugė ${unique}`
  const articleTitle = `Straipsnis ${unique}`
  const event = await approvedEvent(author, eventTitle)
  const article = await publishedArticle(author, articleTitle)
  const room = await newRoom('moderavimas')
  await rest('chat_messages', { method: 'POST', token: author.session.access_token, body: JSON.stringify({ room_id: room.id, body: `Pigūs laikrodžiai ${unique}` }) })

  try {
    // A signed-out visitor reports the event, giving an address, and the article.
    await page.goto(`/renginiai/${event.slug}`)
    const first = await report(page, `Pranešti: ${eventTitle}`, { reason: 'Sukčiavimas ar apgaulė', note: 'Prašo pinigų iš anksto.' })
    await first.getByRole('button', { name: 'Siųsti pranešimą' }).click()
    await expect(first.getByLabel('Jūsų el. pašto adresas')).toHaveAccessibleDescription(/Įrašykite savo el. pašto adresą\./)
    await expect(first.getByLabel('Paaiškinimas (nebūtina)')).toHaveValue('Prašo pinigų iš anksto.')
    await first.getByLabel('Jūsų el. pašto adresas').fill(`lankytojas-${unique}@example.org`)
    await expectNoAxeViolations()
    await first.getByRole('button', { name: 'Siųsti pranešimą' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Ačiū! Pranešimą gavome' })).toBeVisible()
    await expect(page.getByRole('button', { name: `Pranešti: ${eventTitle}` })).toBeFocused()

    await page.goto(`/naujienos/${article.slug}`)
    const second = await report(page, `Pranešti: ${articleTitle}`, { reason: 'Neapykantos kalba', email: `lankytojas-${unique}@example.org` })
    await second.getByRole('button', { name: 'Siųsti pranešimą' }).click()
    await expect(page.getByRole('status').filter({ hasText: 'Ačiū! Pranešimą gavome' })).toBeVisible()

    // A member reports the chat message, and the English translation on the event's English page.
    const memberPage = await newPage(browser)
    await signInAs(member, memberPage)
    await visit(memberPage, `/pokalbiai?kambarys=${room.slug}`)
    const message = memberPage.getByRole('log').getByRole('listitem').filter({ hasText: `Pigūs laikrodžiai ${unique}` })
    await message.getByRole('button', { name: 'Pranešti: žinutė, kurią parašė Autorius T.' }).click()
    const chatDialog = memberPage.getByRole('dialog', { name: 'Pranešti administratoriams' })
    await expect(chatDialog.getByRole('group', { name: 'Apie ką pranešate?' }).getByRole('radio', { name: 'Žinutė' })).toBeChecked()
    await expect(chatDialog.getByLabel('Jūsų el. pašto adresas')).toHaveCount(0)
    await chatDialog.getByRole('radio', { name: 'Šlamštas ar reklama' }).check()
    await chatDialog.getByRole('button', { name: 'Siųsti pranešimą' }).click()
    await expect(message.getByRole('status')).toHaveText('Ačiū! Administratoriai peržiūrės šią žinutę.')

    await visit(memberPage, `/en/renginiai/${event.slug}`)
    const english = await report(memberPage, `Report: Fair ${unique}`, { what: 'The English translation', reason: 'Illegal content', note: 'Misleading translation.' })
    await expect(english.getByRole('heading', { name: 'Report to the administrators' })).toBeVisible()
    await english.getByRole('button', { name: 'Send report' }).click()
    await expect(memberPage.getByRole('status').filter({ hasText: 'Thank you! We have your report' })).toBeVisible()
    await memberPage.context().close()

    // The queue holds all four, the illegal-content report first.
    const adminPage = await newPage(browser)
    await signInAs('admin', adminPage)
    await visit(adminPage, '/admin/pranesimai')
    const queue = adminPage.getByRole('region', { name: 'Atviri pranešimai' })
    const card = (heading: string) => queue.getByRole('article').filter({ has: adminPage.getByRole('heading', { name: heading, exact: true }) })
    const translationCard = card(`Renginio vertimas: Fair ${unique}`)
    await expect(translationCard.getByText('Skubu: neteisėtas turinys')).toBeVisible()
    await expect(translationCard).toContainText('Misleading translation.')
    const eventCard = card(`Renginys: ${eventTitle}`)
    await expect(eventCard).toContainText('Prašo pinigų iš anksto.')
    await expect(eventCard.getByRole('link', { name: `lankytojas-${unique}@example.org` })).toBeVisible()
    await expect(card(`Straipsnis: ${articleTitle}`)).toContainText('Neapykantos kalba')
    await expect(card(`Pokalbių žinutė: Pigūs laikrodžiai ${unique}`)).toContainText('Pranešė narys')
    const headings = await queue.getByRole('heading', { level: 3 }).allTextContents()
    expect(headings.indexOf(`Renginio vertimas: Fair ${unique}`)).toBeLessThan(headings.indexOf(`Renginys: ${eventTitle}`))
    await expectNoAxeViolations(adminPage)

    // The administrator removes the event, with a reason.
    await eventCard.getByRole('button', { name: 'Pašalinti' }).click()
    const removal = adminPage.getByRole('dialog', { name: `Pašalinti: Renginys: ${eventTitle}` })
    await removal.getByLabel('Priežastis').fill('Renginys yra apgaulė.')
    await expectNoAxeViolations(adminPage)
    await removal.getByRole('button', { name: 'Pašalinti' }).click()
    await expect(eventCard).toHaveCount(0)
    expect(await rest(`event_listings?slug=eq.${event.slug}&select=id`)).toEqual([])

    // The author reads the notice and the e-mail, and appeals once.
    await dispatchEmail()
    expect(await subjectsTo(author.email)).toContain(`Renginys „${eventTitle}“ pašalintas iš portalo`)
    const authorPage = await newPage(browser)
    await signInAs(author, authorPage)
    await visit(authorPage, '/paskyra')
    await expect(authorPage.getByRole('region', { name: 'Pranešimai', exact: true }).getByText(`Renginys „${eventTitle}“ pašalintas iš portalo`)).toBeVisible()
    const decisions = authorPage.getByRole('region', { name: 'Moderavimo sprendimai' })
    const decision = decisions.getByRole('article', { name: `Renginys „${eventTitle}“ pašalintas iš portalo` })
    await expect(decision).toContainText('Priežastis: Renginys yra apgaulė.')
    await decision.getByLabel('Kodėl nesutinkate su sprendimu?').fill('Renginys tikras: salė išnuomota, bilietai parduodami vietoje.')
    await expectNoAxeViolations(authorPage)
    await decision.getByRole('button', { name: 'Apskųsti sprendimą' }).click()
    await expect(decision.getByText(/^Skundas pateiktas .+: laukia kito administratoriaus sprendimo\.$/)).toBeVisible()
    await expect(decision.getByRole('form')).toHaveCount(0)

    // The administrator who acted may not decide it while another is active: the refusal is said.
    await rest('admin_users', { method: 'POST', body: JSON.stringify({ id: secondAdmin.id, email: secondAdmin.email, role: 'admin' }) })
    await adminPage.reload()
    await adminPage.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    const appeals = adminPage.getByRole('region', { name: 'Skundai, laukiantys sprendimo' })
    const appeal = appeals.getByRole('article', { name: `Renginys: ${eventTitle}` })
    await expect(appeal).toContainText('Renginys tikras: salė išnuomota')
    await expect(appeal).toContainText('Šį sprendimą priėmėte jūs')
    await appeal.getByRole('button', { name: 'Atšaukti sprendimą' }).click()
    const own = adminPage.getByRole('dialog')
    await own.getByLabel('Priežastis').fill('Peržiūrėjau pats.')
    await own.getByRole('button', { name: 'Atšaukti sprendimą' }).click()
    await expect(own.getByRole('alert')).toHaveText(/^Skundą dėl jūsų sprendimo turi spręsti kitas administratorius\./)
    await own.getByRole('button', { name: 'Atšaukti', exact: true }).click()

    // A second administrator reverses it: the event is back, the author told.
    const secondPage = await newPage(browser)
    await signInAs(secondAdmin, secondPage)
    await visit(secondPage, '/admin/pranesimai')
    await expect(secondPage.getByRole('region', { name: 'Moderavimo žurnalas' }).getByRole('table')).toBeVisible()
    await expectNoAxeViolations(secondPage)
    const theirs = secondPage.getByRole('region', { name: 'Skundai, laukiantys sprendimo' }).getByRole('article', { name: `Renginys: ${eventTitle}` })
    await theirs.getByRole('button', { name: 'Atšaukti sprendimą' }).click()
    const reversal = secondPage.getByRole('dialog')
    await reversal.getByLabel('Priežastis').fill('Organizatorius pateikė salės nuomos sutartį.')
    await reversal.getByRole('button', { name: 'Atšaukti sprendimą' }).click()
    await expect(theirs).toHaveCount(0)
    expect(await rest(`event_listings?slug=eq.${event.slug}&select=slug`)).toEqual([{ slug: event.slug }])

    await dispatchEmail()
    expect(await subjectsTo(author.email)).toContain('Jūsų skundas patenkintas')
    await authorPage.reload()
    await expect(decision.getByText(/^Skundas patenkintas .+: sprendimas atšauktas\.$/)).toBeVisible()
    await expect(decision).toContainText('Administratoriaus atsakymas: Organizatorius pateikė salės nuomos sutartį.')

    // The log shows every step of it: who, what and why.
    const log = secondPage.getByRole('region', { name: 'Moderavimo žurnalas' })
    const steps = log.getByRole('row').filter({ hasText: `Renginys: ${eventTitle}` })
    await expect(steps).toHaveCount(3)
    await expect(steps.nth(0)).toContainText('Skundas patenkintas, sprendimas atšauktas')
    await expect(steps.nth(0)).toContainText('Organizatorius pateikė salės nuomos sutartį.')
    await expect(steps.nth(1)).toContainText('Apskųsta')
    await expect(steps.nth(1)).toContainText('Autorius')
    await expect(steps.nth(2)).toContainText('Pašalinta')
    await expect(steps.nth(2)).toContainText('Renginys yra apgaulė.')
  } finally {
    await rest(`admin_users?id=eq.${secondAdmin.id}`, { method: 'PATCH', body: JSON.stringify({ is_active: false }) })
    await rest(`events?id=eq.${event.id}`, { method: 'DELETE' })
    await rest(`articles?id=eq.${article.id}`, { method: 'DELETE' })
  }
})
