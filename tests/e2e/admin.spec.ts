import { expect, test } from './fixtures'
import { countRows, createConfirmedUser, rest, uniqueEmail } from './support/api'

// One administrator working through the back office: the steps share the database state.
test.describe.configure({ mode: 'serial' })

test.beforeEach(async ({ signInAs }) => {
  await signInAs('admin')
})

/** Pending events, articles, classifieds, directory corrections and claims: the moderation queue (reports have a card of their own). */
async function awaitingDecision() {
  return (
    (await countRows('events', 'status=eq.pending')) +
    (await countRows('articles', 'status=eq.pending')) +
    (await countRows('classifieds', 'status=eq.pending')) +
    (await countRows('entry_corrections', 'status=eq.pending')) +
    (await countRows('entry_claims', 'status=eq.pending'))
  )
}

test('the dashboard counters match the data', async ({ page, expectNoAxeViolations }) => {
  // Journeys running alongside add enquiries and requests while this one reads: each counter
  // must lie between the database's count just before the page loads and just after it shows.
  const counted: Array<[string, () => Promise<number>]> = [
    ['Kontaktai', () => countRows('contacts')],
    ['Medijos failai', () => countRows('media', 'is_active=eq.true')],
    ['Katalogo įrašai', () => countRows('directory_entries')],
    ['Aktyvūs administratoriai', () => countRows('admin_users', 'is_active=eq.true')],
    ['Laukiantys narystės prašymai', () => countRows('community_memberships', 'status=eq.pending')],
    ['Laukia sprendimo', awaitingDecision],
  ]
  const countAll = () => Promise.all(counted.map(([, count]) => count()))
  const before = await countAll()
  await page.goto('/admin')
  await expect(page.getByRole('heading', { name: 'Administravimo skydelis' })).toBeVisible()
  const counters = page.getByRole('region', { name: 'Skaitikliai' })
  const shown: number[] = []
  for (const [label] of counted) {
    const value = counters.getByText(label, { exact: true }).locator('xpath=following-sibling::p[1]')
    await expect(value).toHaveText(/^\d+$/)
    shown.push(Number(await value.textContent()))
  }
  const after = await countAll()
  counted.forEach(([label], i) => {
    expect(shown[i], label).toBeGreaterThanOrEqual(Math.min(before[i], after[i]))
    expect(shown[i], label).toBeLessThanOrEqual(Math.max(before[i], after[i]))
  })
  await expect(page.getByText('admin@bendruomene.test')).toBeVisible()
  await expectNoAxeViolations()
})

test('an enquiry sent through the public form moves through "Vykdoma" and "Išspręsta"', async ({ page, browser }) => {
  const name = `Užklausa ${Date.now()}`
  // A visitor, signed out in a context of their own, writes through the About page's form.
  const visitorContext = await browser.newContext({ baseURL: test.info().project.use.baseURL })
  const visitor = await visitorContext.newPage()
  await visitor.goto('/apie-mus#susisiekite')
  await visitor.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  const form = visitor.getByRole('region', { name: 'Susisiekite su mumis' })
  await form.getByLabel('Vardas').fill(name)
  await form.getByLabel('El. paštas').fill('klausimas@example.org')
  await form.getByLabel('Žinutė').fill('Kada vyks kitas bendruomenės renginys?')
  await form.getByRole('button', { name: 'Siųsti žinutę' }).click()
  // The form's own status line; the toast says the same words, so the text alone matches both.
  await expect(form.getByRole('status')).toHaveText('Ačiū! Jūsų žinutė išsiųsta. Atsakysime el. paštu.')
  await visitorContext.close()

  const stored = async () => {
    const [row] = await rest<Array<{ status: string; updated_at: string }>>(`contacts?name=eq.${encodeURIComponent(name)}&select=status,updated_at`)
    return row
  }
  const before = await stored()
  expect(before.status).toBe('new')

  await page.goto('/admin/contacts')
  const card = page.getByRole('listitem').filter({ hasText: name })
  await expect(card.getByText('Nauja')).toBeVisible()
  await card.getByRole('button', { name: 'Vykdoma' }).click()
  await expect(page.getByText('Kontakto statusas pakeistas').first()).toBeVisible()
  await expect(card.getByRole('button', { name: 'Vykdoma' })).toBeDisabled()
  // Changing the status stamps updated_at.
  const inProgress = await stored()
  expect(inProgress.status).toBe('in_progress')
  expect(Date.parse(inProgress.updated_at)).toBeGreaterThan(Date.parse(before.updated_at))
  await card.getByRole('button', { name: 'Išspręsta' }).click()
  await expect(card.getByRole('button', { name: 'Išspręsta' })).toBeDisabled()
  await expect(card.getByText('Išspręsta', { exact: true }).first()).toBeVisible()
})

test('a flood of enquiries is paged, 50 at a time, with the total', async ({ page, expectNoAxeViolations }) => {
  const name = `Srautas ${Date.now()}`
  // Written by the service role (which may insert many rows at once) and dated two hours back,
  // so the hourly limit on visitors' enquiries does not count them against other journeys.
  const flood = Array.from({ length: 60 }, (_, i) => ({
    name: `${name} ${i}`,
    email: `srautas-${i}@example.org`,
    message: 'Automatinis srautas',
    created_at: new Date(Date.now() - 2 * 3600_000 - i * 1000).toISOString(),
  }))
  await rest('contacts', { method: 'POST', body: JSON.stringify(flood) })
  try {
    await page.goto('/admin/contacts')
    const list = page.getByRole('list', { name: 'Užklausos' })
    await expect(page.getByText(/^Iš viso \d+ užklaus(a|os|ų)\.$/)).toBeVisible()
    const total = Number((await page.getByText(/^Iš viso \d+/).textContent())!.match(/\d+/)![0])
    expect(total).toBeGreaterThanOrEqual(60)
    await expect(list.getByRole('listitem')).toHaveCount(50)
    const pager = page.getByRole('navigation', { name: 'Užklausų puslapiai' })
    await expect(pager).toContainText(`Puslapis 1 iš ${Math.ceil(total / 50)}`)
    await expectNoAxeViolations()

    await pager.getByRole('link', { name: 'Kitas puslapis' }).click()
    await expect(page).toHaveURL(/\/admin\/contacts\?puslapis=2$/)
    await expect(pager).toContainText('Puslapis 2 iš')
    await expect(list.getByRole('listitem').first()).toBeVisible()
    await pager.getByRole('link', { name: 'Ankstesnis puslapis' }).click()
    await expect(page).toHaveURL(/\/admin\/contacts$/)
  } finally {
    await rest(`contacts?name=like.${encodeURIComponent(`${name}*`)}`, { method: 'DELETE' })
  }
})

test('uploads an image, edits its alt text, removes it, and refuses a non-image', async ({ page }) => {
  await page.goto('/admin/media')
  await page.getByLabel('Įkelti paveikslėlį').setInputFiles('tests/e2e/support/files/dokumentas.txt')
  await expect(page.getByText('Galima įkelti tik paveikslėlius (PNG, JPG, GIF, WebP, SVG, AVIF).')).toBeVisible()

  await page.getByLabel('Įkelti paveikslėlį').setInputFiles('tests/e2e/support/files/veliava.png')
  await expect(page.getByText('Failas sėkmingai įkeltas')).toBeVisible()
  const card = page.getByRole('listitem').filter({ hasText: 'veliava.png' }).first()
  await expect(card.getByText(/^\d+ KB ·/)).toBeVisible()
  await expect(card.locator('img')).toHaveJSProperty('naturalWidth', 64)

  await card.getByRole('button', { name: 'Redaguoti: veliava.png' }).click()
  await page.getByRole('dialog').getByLabel('Alternatyvusis tekstas').fill('Lietuvos vėliava')
  await page.getByRole('dialog').getByRole('button', { name: 'Išsaugoti', exact: true }).click()
  await expect(page.getByText('Failo informacija atnaujinta')).toBeVisible()
  await expect(card.getByRole('img', { name: 'Lietuvos vėliava' })).toBeVisible()

  await card.getByRole('button', { name: 'Pašalinti: veliava.png' }).click()
  await page.getByRole('alertdialog').getByRole('button', { name: 'Pašalinti' }).click()
  await expect(page.getByText('Failas pašalintas')).toBeVisible()
  await expect(page.getByRole('listitem').filter({ hasText: 'veliava.png' })).toHaveCount(0)
})

test('approves one request and rejects another with a reason; the applicants see both', async ({ page, browser }) => {
  const communities = [
    ['lidso-lietuviu-bendruomene', 'Lidso lietuvių bendruomenė'],
    ['bradfordo-lietuviu-bendruomene', 'Bradfordo lietuvių bendruomenė'],
  ] as const
  const applicants = await Promise.all(
    ['patvirtinamas', 'atmetamas'].map(async (prefix, i) => {
      const email = uniqueEmail(prefix)
      const session = await createConfirmedUser(email, 'Slaptas123!', { first_name: ['Rasa', 'Tomas'][i], last_name: 'Testinė' })
      await rest('community_memberships', {
        method: 'POST',
        token: session.access_token,
        body: JSON.stringify({ user_id: session.user.id, community_id: communities[i][0], community_name: communities[i][1], reason: 'participate', status: 'pending' }),
      })
      return { email, session }
    }),
  )
  await page.goto('/admin/narystes')
  const approveCard = page.getByRole('listitem').filter({ hasText: applicants[0].email })
  await approveCard.getByRole('button', { name: 'Patvirtinti' }).click()
  await expect(page.getByText('Prašymas patvirtintas')).toBeVisible()
  await expect(approveCard.getByText('Patvirtinta')).toBeVisible()

  const rejectCard = page.getByRole('listitem').filter({ hasText: applicants[1].email })
  await rejectCard.getByRole('button', { name: 'Atmesti' }).click()
  const dialog = page.getByRole('dialog', { name: 'Atmesti prašymą' })
  await dialog.getByRole('button', { name: 'Atmesti' }).click()
  await expect(dialog.getByText('Nurodykite atmetimo priežastį')).toBeVisible()
  await dialog.getByLabel('Atmetimo priežastis *').fill('Bendruomenė priima tik Jorkšyro gyventojus.')
  await dialog.getByRole('button', { name: 'Atmesti' }).click()
  await expect(page.getByText('Prašymas atmestas')).toBeVisible()
  await expect(rejectCard.getByText('Bendruomenė priima tik Jorkšyro gyventojus.')).toBeVisible()

  const [approved] = await rest<Array<{ status: string }>>(`community_memberships?select=status&user_id=eq.${applicants[0].session.user.id}`, { token: applicants[0].session.access_token })
  const [rejected] = await rest<Array<{ status: string; rejection_reason: string }>>(`community_memberships?select=status,rejection_reason&user_id=eq.${applicants[1].session.user.id}`, { token: applicants[1].session.access_token })
  expect(approved.status).toBe('approved')
  expect(rejected).toEqual({ status: 'rejected', rejection_reason: 'Bendruomenė priima tik Jorkšyro gyventojus.' })

  // Each applicant, signed in on their own, sees the decision on the community page.
  for (const [i, expected] of [
    [0, /Patvirtinta/],
    [1, /Priežastis: Bendruomenė priima tik Jorkšyro gyventojus\./],
  ] as const) {
    const context = await browser.newContext({ baseURL: test.info().project.use.baseURL })
    const applicantPage = await context.newPage()
    await applicantPage.addInitScript(
      ([key, value]) => window.localStorage.setItem(key, value),
      ['sb-127-auth-token', JSON.stringify(applicants[i].session)] as const,
    )
    await applicantPage.goto(`/bendruomene/${communities[i][0]}`)
    await expect(applicantPage.getByRole('status').filter({ hasText: 'Jūsų narystė:' })).toContainText(expected)
    await context.close()
  }
})
