import { expect, test } from './fixtures'
import { API_URL, createFreshUser, latestMail, rest, SERVICE_ROLE_KEY } from './support/api'
import { toast } from './support/auth-ui'

// These journeys move the dispatcher's clock (a year ahead, at most): one after another, in one
// worker, so no journey's clock prunes or repeats what another is counting.
test.describe.configure({ mode: 'serial' })

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

/** yyyy-mm-dd in the UK, `days` after today. */
function ukDay(days = 0) {
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() + days * 86_400_000))
}

/** Noon (UTC, the same UK day) `days` after a yyyy-mm-dd day. */
const noonAfter = (day: string, days: number) => new Date(Date.parse(`${day}T12:00:00Z`) + days * 86_400_000)

test('a member pays the dues by transfer: the bank details and reference, the payment recorded, a year current, reminders and the lapse each once', async ({ page, browser, signInAs }) => {
  const community = { slug: 'bostono-lietuviu-bendruomene', name: 'Bostono lietuvių bendruomenė' }
  const member = await createFreshUser('mokestis', { first_name: 'Rasa', last_name: 'Mokėtoja' })

  // The administrator gives the community's account.
  const adminPage = await (await browser.newContext()).newPage()
  await signInAs('admin', adminPage)
  await adminPage.goto('/admin/narystes')
  const dues = adminPage.getByRole('region', { name: 'Nario mokesčiai' })
  await dues.getByLabel('Bendruomenė').selectOption({ label: community.name })
  await dues.getByLabel('Sąskaitos savininkas').fill('Bostono lietuvių bendruomenė')
  await dues.getByLabel('Sort code').fill('12-34')
  await dues.getByLabel('Sąskaitos numeris').fill('1234 5678')
  await dues.getByRole('button', { name: 'Išsaugoti banko rekvizitus' }).click()
  await expect(dues.getByText('Sort code – 6 skaitmenys, pvz., 12-34-56')).toBeVisible()
  await dues.getByLabel('Sort code').fill('12-34-56')
  await dues.getByRole('button', { name: 'Išsaugoti banko rekvizitus' }).click()
  await expect(toast(adminPage, /Banko rekvizitai išsaugoti/)).toBeVisible()

  // The member chooses the member plan and sees how to pay.
  await signInAs(member, page)
  await page.goto(`/bendruomene/${community.slug}`)
  const section = page.getByRole('region', { name: 'Narystė' })
  await section.getByRole('button', { name: 'Pasirinkti nario planą' }).click()
  const dialog = page.getByRole('dialog', { name: 'Tapti nariu' })
  await dialog.getByLabel('Regionas').selectOption({ index: 1 })
  await dialog.getByLabel('Vaikų skaičius').selectOption('0')
  await dialog.getByRole('radio', { name: 'Noriu dalyvauti bendruomenės veikloje' }).check()
  await dialog.getByRole('radio', { name: 'Ne' }).check()
  await dialog.getByRole('checkbox', { name: /Sutinku/ }).check()
  await dialog.getByRole('button', { name: 'Pateikti prašymą' }).click()
  await expect(toast(page, /Kaip sumokėti nario mokestį/)).toBeVisible()
  const how = section.getByRole('heading', { name: 'Kaip sumokėti nario mokestį' }).locator('..')
  await expect(how).toContainText('25,00 £ per metus')
  await expect(how).toContainText('12-34-56')
  await expect(how).toContainText('12345678')
  const [row] = await rest<{ id: string; payment_reference: string }[]>(`community_memberships?user_id=eq.${member.id}&select=id,payment_reference`)
  expect(row!.payment_reference).toMatch(/^LTUK-[2-9A-HJ-NP-Z]{8}$/)
  await expect(how).toContainText(row!.payment_reference)
  await dispatchEmail()
  const received = (await mailTo(member.email)).find((mail) => mail.subject === `Narystės prašymas gautas („${community.name}“)`)
  expect(received?.text).toContain(`Mokėjimo paskirtis (reference): ${row!.payment_reference}`)
  expect(received?.headers['List-Unsubscribe']).toBeUndefined()

  // The administrator marks £25 received by transfer today.
  await adminPage.reload()
  await dues.getByLabel('Bendruomenė').selectOption({ label: community.name })
  await dues.getByRole('button', { name: `Pažymėti mokėjimą: Rasa Mokėtoja, ${row!.payment_reference}` }).click()
  const paying = adminPage.getByRole('dialog', { name: 'Pažymėti gautą mokestį' })
  await expect(paying.getByLabel('Suma, £')).toHaveValue('25,00')
  await paying.getByRole('button', { name: 'Pažymėti mokėjimą' }).click()
  await expect(toast(adminPage, 'Mokėjimas pažymėtas: Rasa Mokėtoja.')).toBeVisible()

  // Current until the same date next year.
  const today = ukDay()
  const paidUntil = `${Number(today.slice(0, 4)) + 1}${today.slice(4)}`
  const [paid] = await rest<{ status: string; paid_until: string }[]>(`community_memberships?id=eq.${row!.id}&select=status,paid_until`)
  expect(paid).toEqual({ status: 'approved', paid_until: paidUntil })
  await page.goto('/paskyra')
  const mine = page.getByRole('region', { name: 'Mano narystės' })
  await expect(mine.getByText(`Narystė galioja iki ${paidUntil.slice(0, 4)} m.`, { exact: false })).toBeVisible()
  await expect(mine.getByText(/25,00\s£, banko pavedimas · apmokėta iki/)).toBeVisible()
  await dispatchEmail()
  expect((await mailTo(member.email)).filter((mail) => mail.subject === `Nario mokestis gautas („${community.name}“)`)).toHaveLength(1)

  // The clock moves: 30 and 7 days before, the day itself, then past the 30 days of grace. Each
  // moment twice: every message once.
  for (const days of [-30, -7, 0, 20, 31]) {
    await dispatchEmail(noonAfter(paidUntil, days))
    await dispatchEmail(noonAfter(paidUntil, days))
  }
  const later = (await mailTo(member.email)).filter((mail) => mail.subject.startsWith(`Narystė („${community.name}“)`))
  expect(later.map((mail) => mail.text.match(/baigiasi (po \d+ dienų|šiandien)|nebegalioja/)?.[0])).toEqual(['baigiasi po 30 dienų', 'baigiasi po 7 dienų', 'baigiasi šiandien', 'nebegalioja'])
  expect(later.every((mail) => mail.text.includes(row!.payment_reference) || mail.subject.endsWith('nebegalioja'))).toBe(true)
  await page.reload()
  await expect(mine.getByText('Nebegalioja', { exact: true })).toBeVisible()
  await expect(mine.getByRole('heading', { name: 'Kaip sumokėti nario mokestį' })).toBeVisible()
})

/** The first Monday 08:30 in the UK after now (the weekly digest's hour). */
function nextMondayMorning(after = new Date()) {
  const parts = (at: Date) => new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/London', weekday: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(at)
  let at = new Date(Math.ceil(after.getTime() / 900_000) * 900_000)
  while (parts(at) !== 'Mon 08:30') at = new Date(at.getTime() + 900_000)
  return at
}

test('a member opts in to the weekly digest, receives it for their community, and its one-click POST stops it without a session', async ({ page, signInAs }) => {
  const community = { slug: 'noridzo-lietuviu-bendruomene', name: 'Noridžo lietuvių bendruomenė' }
  const observe = async (who: Awaited<ReturnType<typeof createFreshUser>>) =>
    rest('community_memberships', {
      method: 'POST',
      token: who.session.access_token,
      body: JSON.stringify({ user_id: who.id, community_id: community.slug, community_name: community.name, reason: 'observer', membership_type: 'observer', status: 'approved' }),
    })
  const member = await createFreshUser('savaite')
  await observe(member)
  // Another observer who stays subscribed shows each week had news to send.
  const other = await createFreshUser('savaite-kitas')
  await observe(other)
  await rest(`profiles?id=eq.${other.id}`, { method: 'PATCH', token: other.session.access_token, body: JSON.stringify({ newsletter_consent: true }) })

  await signInAs(member, page)
  await page.goto('/paskyra')
  const settings = page.getByRole('region', { name: 'Pranešimai ir laiškai' })
  await settings.getByRole('checkbox', { name: /Noriu kartą per savaitę gauti el\. laišką/ }).check()
  await settings.getByRole('button', { name: 'Išsaugoti pranešimų nustatymus' }).click()
  await expect(toast(page, 'Pranešimų nustatymai išsaugoti.')).toBeVisible()

  // The community's entry organises an event: news of the week it is published in.
  const [entry] = await rest<{ id: string }[]>(`directory_entries?directory=eq.communities&slug=eq.${community.slug}&select=id`)
  const newEvent = async (title: string, publishedAt = new Date()) =>
    rest('events', {
      method: 'POST',
      body: JSON.stringify({
        title,
        description: 'Bendruomenės renginys.',
        category: 'Kultūra',
        // After every seeded event: other journeys count the next few (the home page shows four).
        starts_at: inDays(600, 10),
        ends_at: inDays(600, 12),
        town: 'Noridžas',
        region: 'Anglija',
        organiser_entry_id: entry!.id,
        status: 'approved',
        created_at: publishedAt.toISOString(),
        decided_at: publishedAt.toISOString(),
      }),
    })
  const digestsOf = async (to: string) => (await mailTo(to)).filter((mail) => mail.subject.startsWith('Savaitė jūsų bendruomenėse'))
  const title = `Savaitės renginys ${Date.now()}`
  await newEvent(title)
  const monday = nextMondayMorning()
  await dispatchEmail(monday)
  await dispatchEmail(monday)
  const digests = await digestsOf(member.email)
  expect(digests).toHaveLength(1)
  expect(digests[0]!.text).toContain(title)
  expect(digests[0]!.headers['List-Unsubscribe-Post']).toBe('List-Unsubscribe=One-Click')

  // A mail client's one-click POST: no session, 200, no redirect; the next week brings nothing.
  const clicked = await fetch(digests[0]!.headers['List-Unsubscribe']!.slice(1, -1), {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: 'List-Unsubscribe=One-Click',
    redirect: 'manual',
  })
  expect(clicked.status).toBe(200)
  expect(clicked.headers.get('location')).toBeNull()
  const nextTitle = `Kitos savaitės renginys ${Date.now()}`
  await newEvent(nextTitle, new Date(monday.getTime() + 86_400_000))
  await dispatchEmail(new Date(monday.getTime() + 7 * 86_400_000))
  expect(await digestsOf(member.email)).toHaveLength(1)
  expect((await digestsOf(other.email)).map((mail) => mail.text.includes(nextTitle))).toEqual([false, true])

  // The consent and its withdrawal are on record, with the words the member was shown.
  const records = await rest<{ granted: boolean; source: string; wording: string }[]>(`consent_records?user_id=eq.${member.id}&select=granted,source,wording&order=id`)
  expect(records.map(({ granted, source }) => [granted, source])).toEqual([
    [true, 'account'],
    [false, 'unsubscribe_link'],
  ])
  expect(records[0]!.wording).toMatch(/^Noriu kartą per savaitę gauti el\. laišką/)
  await page.reload()
  await expect(settings.getByRole('checkbox', { name: /Noriu kartą per savaitę gauti el\. laišką/ })).not.toBeChecked()
})
