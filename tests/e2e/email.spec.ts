import { expect, test } from './fixtures'
import { API_URL, createFreshUser, latestMail, rest, SERVICE_ROLE_KEY } from './support/api'

/** What pg_cron does on a hosted project and npm start's timer does locally: one dispatcher run. */
async function dispatchEmail() {
  const response = await fetch(`${API_URL}/functions/v1/dispatch-email`, { method: 'POST', headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}` } })
  expect(response.status).toBe(200)
}

const inDays = (days: number, hour: number) => {
  const at = new Date(Date.now() + days * 86_400_000)
  at.setUTCHours(hour, 0, 0, 0)
  return at.toISOString()
}

test('a member whose event the administrator rejects receives a Lithuanian e-mail with the reason and a link to their account', async ({ page, browser, signInAs }) => {
  const member = await createFreshUser('laiskas')
  const title = `Laiško renginys ${Date.now()}`
  await rest('events', {
    method: 'POST',
    token: member.session.access_token,
    body: JSON.stringify({ title, description: 'Renginys, kurį administratorius atmes.', category: 'Kultūra', starts_at: inDays(12, 10), ends_at: inDays(12, 12), town: 'Lidsas', region: 'Anglija' }),
  })

  const adminPage = await (await browser.newContext()).newPage()
  await signInAs('admin', adminPage)
  await adminPage.goto('/admin/moderavimas')
  const proposal = adminPage.getByRole('article').filter({ has: adminPage.getByRole('heading', { name: title }) })
  await proposal.getByRole('button', { name: 'Atmesti' }).click()
  const dialog = adminPage.getByRole('dialog')
  await dialog.getByLabel('Atmetimo priežastis').fill('Renginys vyksta ne Jungtinėje Karalystėje.')
  await dialog.getByRole('button', { name: 'Atmesti renginį' }).click()
  await expect(proposal).toHaveCount(0)

  await dispatchEmail()
  const mail = await latestMail(member.email)
  expect(mail?.subject).toBe(`Jūsų renginys „${title}“ atmestas`)
  expect(mail?.text).toContain('Administratorių nurodyta priežastis: Renginys vyksta ne Jungtinėje Karalystėje.')
  const account = mail?.links.find((link) => new URL(link).pathname === '/paskyra')
  expect(account).toBeDefined()

  // The link leads to the decision and its reason.
  await signInAs(member, page)
  await page.goto(new URL(account!).pathname)
  const mine = page.getByRole('region', { name: 'Mano pasiūlyti renginiai' })
  await expect(mine.getByText('Priežastis: Renginys vyksta ne Jungtinėje Karalystėje.')).toBeVisible()

  // Sent once: another run adds nothing.
  await dispatchEmail()
  expect((await latestMail(member.email))?.id).toBe(mail?.id)
})
