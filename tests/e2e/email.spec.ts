import { expect, test } from './fixtures'
import { API_URL, createFreshUser, latestMail, rest, SERVICE_ROLE_KEY } from './support/api'

/**
 * What pg_cron does on a hosted project and npm start's timer does locally: one dispatcher run,
 * as of `at` (the embedded backend lets a journey move its clock).
 */
async function dispatchEmail(at?: Date) {
  const response = await fetch(`${API_URL}/functions/v1/dispatch-email`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' },
    body: JSON.stringify(at ? { at: at.toISOString() } : {}),
  })
  expect(response.status).toBe(200)
}

type Mail = { id: string; to: string; subject: string; text: string; links: string[]; headers: Record<string, string> }

/** Every message the development mailbox holds for `to`, oldest first. */
async function mailTo(to: string): Promise<Mail[]> {
  const messages = (await (await fetch(`${API_URL}/__dev/mail`)).json()) as Mail[]
  return messages.filter((message) => message.to.toLowerCase() === to.toLowerCase()).reverse()
}

/** A classified the member posts and the administrator approves, through the data API. */
async function approvedClassified(poster: Awaited<ReturnType<typeof createFreshUser>>, title: string) {
  const [ad] = await rest<{ id: string }[]>('classifieds?select=id', {
    method: 'POST',
    token: poster.session.access_token,
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ title, body: 'Mažai naudotas, atsiimti Lidse.', category: 'Parduoda', town: 'Lidsas', price: 40 }),
  })
  await rest(`classifieds?id=eq.${ad!.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'approved' }) })
  return ad!.id
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

test('three quick replies to a classified reach its poster as one e-mail', async () => {
  const poster = await createFreshUser('atsakymai')
  const title = `Dviratis ${Date.now()}`
  const id = await approvedClassified(poster, title)
  for (const prefix of ['skaitytojas-a', 'skaitytojas-b', 'skaitytojas-c']) {
    const reader = await createFreshUser(prefix)
    await rest('classified_replies', { method: 'POST', token: reader.session.access_token, body: JSON.stringify({ classified_id: id, body: 'Ar dar aktualu?' }) })
  }
  // The replies of ten minutes travel together.
  const later = new Date(Date.now() + 11 * 60_000)
  await dispatchEmail(later)
  await dispatchEmail(later)
  const replies = (await mailTo(poster.email)).filter((mail) => mail.subject.includes('atsakym'))
  expect(replies.map((mail) => mail.subject)).toEqual([`3 nauji atsakymai į jūsų skelbimą „${title}“`])
})

test('a classified three days from its expiry brings one warning however often the dispatcher runs', async () => {
  const poster = await createFreshUser('galiojimas')
  const title = `Kambarys ${Date.now()}`
  await approvedClassified(poster, title)
  const warned = new Date(Date.now() + 27 * 86_400_000 + 3_600_000)
  for (const hours of [0, 1, 2]) await dispatchEmail(new Date(warned.getTime() + hours * 3_600_000))
  const warnings = (await mailTo(poster.email)).filter((mail) => mail.subject.startsWith(`Jūsų skelbimas „${title}“ baigs galioti`))
  expect(warnings).toHaveLength(1)
  expect(warnings[0]!.text).toContain('/paskyra')
})

/** A member's event proposal, rejected by the administrator through the data API. */
async function rejectedProposal(member: Awaited<ReturnType<typeof createFreshUser>>, title: string) {
  const [event] = await rest<{ id: string }[]>('events?select=id', {
    method: 'POST',
    token: member.session.access_token,
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({ title, description: 'Renginys, kurį administratorius atmes.', category: 'Kultūra', starts_at: inDays(14, 10), ends_at: inDays(14, 12), town: 'Lidsas', region: 'Anglija' }),
  })
  await rest(`events?id=eq.${event!.id}`, { method: 'PATCH', body: JSON.stringify({ status: 'rejected', rejection_reason: 'Bandomasis atmetimas.' }) })
}

test('the one-click POST of a message’s header stops that kind of e-mail without a session; the link in the text asks first', async ({ page }) => {
  const member = await createFreshUser('atsisakymas')
  await rejectedProposal(member, `Pirmas ${Date.now()}`)
  await dispatchEmail()
  const [first] = (await mailTo(member.email)).filter((mail) => mail.subject.startsWith('Jūsų renginys'))
  expect(first!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')
  const oneClick = first!.headers['List-Unsubscribe']!.slice(1, -1)

  // A person opening the link in the text is asked first, on the site, signed out.
  const pageLink = first!.links.find((link) => new URL(link).pathname === '/laiskai/atsisakyti')!
  await page.goto(new URL(pageLink).pathname + new URL(pageLink).search)
  await expect(page.getByText('Nebesiųsime jums laiškų apie administratorių sprendimus dėl jūsų pateiktų įrašų.', { exact: false })).toBeVisible()

  // A mail client's one-click POST: no cookies, no session, 200 and no redirect.
  const clicked = await fetch(oneClick, { method: 'POST', headers: { 'Content-Type': 'application/x-www-form-urlencoded' }, body: 'List-Unsubscribe=One-Click', redirect: 'manual' })
  expect(clicked.status).toBe(200)
  expect(clicked.headers.get('location')).toBeNull()

  await rejectedProposal(member, `Antras ${Date.now()}`)
  await dispatchEmail()
  expect((await mailTo(member.email)).filter((mail) => mail.subject.startsWith('Jūsų renginys'))).toHaveLength(1)

  // Confirming on the page works the same way.
  await page.getByRole('button', { name: 'Atsisakyti šių laiškų' }).click()
  await expect(page.getByRole('main').getByRole('status')).toHaveText(/Atsisakėte: laiškų apie administratorių sprendimus dėl jūsų pateiktų įrašų nebesiųsime/)
})

test('a member turns a kind of e-mail off in /paskyra and receives none of it', async ({ page, signInAs }) => {
  const member = await createFreshUser('nustatymai')
  await signInAs(member)
  await page.goto('/paskyra')
  const settings = page.getByRole('region', { name: 'Pranešimai ir laiškai' })
  await settings.getByRole('checkbox', { name: /Sprendimai dėl mano pateiktų.*: el\. paštu/ }).uncheck()
  await settings.getByRole('button', { name: 'Išsaugoti pranešimų nustatymus' }).click()
  await expect(page.locator('[data-sonner-toast]').filter({ hasText: 'Pranešimų nustatymai išsaugoti.' })).toBeVisible()
  await rejectedProposal(member, `Išjungta ${Date.now()}`)
  await dispatchEmail()
  expect((await mailTo(member.email)).filter((mail) => mail.subject.startsWith('Jūsų renginys'))).toEqual([])
  await page.reload()
  await expect(settings.getByRole('checkbox', { name: /Sprendimai dėl mano pateiktų.*: el\. paštu/ })).not.toBeChecked()
  // The portal still tells them: that channel stayed on.
  await expect(page.getByRole('region', { name: 'Pranešimai', exact: true }).getByText(/Jūsų renginys „Išjungta \d+“ atmestas/)).toBeVisible()
})
