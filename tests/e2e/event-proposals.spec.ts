import { readFileSync } from 'node:fs'
import type { Browser, Page } from '@playwright/test'
import { createFreshUser, rest } from './support/api'
import { signInThroughDialogOnPage } from './support/auth-ui'
import { expect, test } from './fixtures'

/** A UK date `days` from today (yyyy-mm-dd). */
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toLocaleDateString('sv-SE', { timeZone: 'Europe/London' })

const cardOf = (page: Page, title: string) => page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title, exact: true }) })

async function signedOutPage(browser: Browser) {
  const context = await browser.newContext()
  return context.newPage()
}

test('a member proposes an event, an administrator approves it and a visitor finds it, on the home page too, and downloads it', async ({ page, browser, signInAs, expectNoAxeViolations }) => {
  test.slow()
  const member = await createFreshUser('renginys', { first_name: 'Rasa' })
  const title = `Kūčių vakaronė ${Date.now()}`
  const town = `Kembridžas ${Date.now() % 100000}`

  // Signed out, the form is open and says why signing in is needed; what was typed survives signing in.
  await page.goto('/renginiai')
  await page.getByRole('link', { name: 'Pasiūlyti renginį' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Pasiūlyti renginį' })).toBeVisible()
  await expect(page.getByRole('note')).toContainText('Renginius siūlyti gali prisijungę nariai')
  await expectNoAxeViolations()
  await page.getByLabel('Pavadinimas *').fill(title)
  await signInThroughDialogOnPage(page, page.getByRole('note').getByRole('button', { name: 'Prisijungti' }), member.email, member.password)
  await expect(page.getByRole('note')).toHaveCount(0)
  await expect(page.getByLabel('Pavadinimas *')).toHaveValue(title)

  await page.getByLabel('Kategorija *').selectOption('Kultūra')
  await page.getByLabel('Data *').fill(inDays(2))
  await page.getByLabel('Pradžia *').fill('18:00')
  await page.getByLabel('Pabaiga *').fill('21:30')
  await page.getByLabel('Vieta (adresas ar pastatas)').fill('Šv. Kazimiero salė')
  await page.getByLabel('Miestas *').fill(town)
  await page.getByLabel('Regionas *').selectOption('Anglija')
  await page.getByLabel('Kaina, £').fill('5')
  // An organiser from the directory is linked to its page.
  await page.getByLabel('Organizatorius').fill('Londono lietuvių bendruomenė')
  await expect(page.getByText('Bus susieta su katalogo įrašu „Londono lietuvių bendruomenė“.')).toBeVisible()
  await page.getByLabel('Renginio puslapis (https://…)').fill('https://example.org/kuciu-vakarone')
  await page.getByLabel('Aprašymas *').fill('Kūčių stalas, giesmės ir pasakojimai visai šeimai.')
  await page.getByLabel('Paveikslėlis').setInputFiles('tests/e2e/support/files/veliava.png')
  await page.getByRole('button', { name: 'Peržiūrėti' }).click()

  const preview = page.getByRole('region', { name: 'Peržiūra' })
  await expect(preview.getByRole('heading', { name: 'Peržiūra' })).toBeFocused()
  await expect(preview.getByRole('heading', { name: title })).toBeVisible()
  await expect(preview.getByText('18:00–21:30')).toBeVisible()
  await expect(preview.getByText(`Šv. Kazimiero salė, ${town}`)).toBeVisible()
  await page.getByRole('button', { name: 'Pateikti' }).click()
  await expect(page.getByRole('heading', { name: 'Ačiū! Renginys pateiktas' })).toBeFocused()
  await expect(page.getByText('Laukia patvirtinimo')).toBeVisible()

  // Not public until approved.
  const visitor = await signedOutPage(browser)
  await visitor.goto('/renginiai')
  await visitor.waitForLoadState('networkidle')
  await expect(visitor.getByRole('heading', { name: title })).toHaveCount(0)

  // The administrator approves it from the moderation queue.
  const adminPage = await (await browser.newContext()).newPage()
  await signInAs('admin', adminPage)
  await adminPage.goto('/admin/moderavimas')
  const proposal = adminPage.getByRole('article').filter({ has: adminPage.getByRole('heading', { name: title }) })
  await expect(proposal).toBeVisible()
  await expect(proposal.getByText('Londono lietuvių bendruomenė (katalogo įrašas)')).toBeVisible()
  await proposal.getByRole('button', { name: 'Patvirtinti' }).click()
  await expect(proposal).toHaveCount(0)

  // The header counts the decision's notice until the member has read it in their account.
  await page.goto('/renginiai')
  const account = page.getByRole('banner').getByRole('link', { name: /^Mano paskyra:/ })
  await expect(account).toHaveAccessibleName(/Neperskaityti pranešimai: 1$/)
  await account.click()
  await expect(page.getByRole('region', { name: 'Mano pasiūlyti renginiai' }).getByText('Patvirtintas')).toBeVisible()
  await expect(account).not.toHaveAccessibleName(/Neperskaityti pranešimai/)

  // A signed-out visitor finds it on /renginiai (by its town, too) and on the home page, and downloads it.
  await visitor.goto('/renginiai')
  const card = cardOf(visitor, title)
  await expect(card).toBeVisible()
  await visitor.getByLabel('Miestas').selectOption(town)
  await expect(visitor).toHaveURL(new RegExp(`miestas=${encodeURIComponent(town).replace(/%20/g, '(\\+|%20)')}`))
  await expect(visitor.getByRole('heading', { level: 3 })).toHaveText([title])
  await expect(card.locator('img')).toHaveAttribute('src', /\/storage\/v1\/object\/public\/event-images\//)
  await card.getByRole('button', { name: 'Daugiau informacijos' }).click()
  await expect(card.getByRole('link', { name: 'Londono lietuvių bendruomenė' })).toHaveAttribute('href', '/bendruomene/londono-lietuviu-bendruomene')
  const download = visitor.waitForEvent('download')
  await card.getByRole('button', { name: 'Pridėti į kalendorių' }).click()
  const ics = readFileSync(await (await download).path(), 'utf8')
  expect(ics).toContain(`SUMMARY:${title}`)
  expect(ics).toContain(`DTSTART;TZID=Europe/London:${inDays(2).replace(/-/g, '')}T180000`)

  // The home page reads the live events as its events section nears the screen.
  await visitor.goto('/')
  const upcoming = visitor.getByRole('region', { name: 'Artimiausi renginiai' })
  await upcoming.scrollIntoViewIfNeeded()
  await expect(upcoming.getByRole('heading', { name: title })).toBeVisible()
})

test('a rejected proposal shows the administrator’s reason to the member', async ({ page, browser, signInAs }) => {
  const member = await createFreshUser('atmestas')
  const title = `Atmestinas renginys ${Date.now()}`
  const [year, month, day] = inDays(10).split('-')
  await rest('events', {
    method: 'POST',
    token: member.session.access_token,
    body: JSON.stringify({
      title,
      description: 'Renginys, kurį administratorius atmes.',
      category: 'Verslas',
      starts_at: `${year}-${month}-${day}T10:00:00Z`,
      ends_at: `${year}-${month}-${day}T12:00:00Z`,
      town: 'Lidsas',
      region: 'Anglija',
    }),
  })

  const adminPage = await (await browser.newContext()).newPage()
  await signInAs('admin', adminPage)
  await adminPage.goto('/admin/moderavimas')
  const proposal = adminPage.getByRole('article').filter({ has: adminPage.getByRole('heading', { name: title }) })
  await proposal.getByRole('button', { name: 'Atmesti' }).click()
  const dialog = adminPage.getByRole('dialog')
  await dialog.getByRole('button', { name: 'Atmesti renginį' }).click()
  await expect(dialog.getByText(/priežast/i).last()).toBeVisible()
  await dialog.getByLabel('Atmetimo priežastis').fill('Renginys vyksta ne Jungtinėje Karalystėje.')
  await dialog.getByRole('button', { name: 'Atmesti renginį' }).click()
  await expect(proposal).toHaveCount(0)

  await signInAs(member, page)
  await page.goto('/paskyra')
  const mine = page.getByRole('region', { name: 'Mano pasiūlyti renginiai' })
  await expect(mine.getByText('Atmestas')).toBeVisible()
  await expect(mine.getByText('Priežastis: Renginys vyksta ne Jungtinėje Karalystėje.')).toBeVisible()
})

test('the proposal form refuses bad input in Lithuanian and keeps what was typed @phone', async ({ page, signInAs }) => {
  const member = await createFreshUser('blogas')
  await signInAs(member)
  await page.goto('/renginiai/pasiulyti')
  await page.getByLabel('Pavadinimas *').fill('Koncertas <b>visiems</b>')
  await page.getByLabel('Kategorija *').selectOption('Kultūra')
  await page.getByLabel('Data *').fill(inDays(-3))
  await page.getByLabel('Pradžia *').fill('19:00')
  await page.getByLabel('Pabaiga *').fill('18:00')
  await page.getByLabel('Miestas *').fill('Londonas')
  await page.getByLabel('Regionas *').selectOption('Anglija')
  await page.getByLabel('Renginio puslapis (https://…)').fill('javascript:alert(1)')
  await page.getByLabel('Aprašymas *').fill('Geras koncertas visai šeimai.')
  await page.getByRole('button', { name: 'Peržiūrėti' }).click()

  await expect(page.getByText('Rašykite paprastą tekstą: HTML žymės neleidžiamos.')).toBeVisible()
  await expect(page.getByText('Nuoroda turi prasidėti „https://“.')).toBeVisible()
  await expect(page.getByText('Renginys turi baigtis vėliau, nei prasideda.')).toBeVisible()
  await expect(page.getByText('Renginio pradžia jau praėjo: pasirinkite būsimą datą.')).toBeVisible()
  await expect(page.getByLabel('Pavadinimas *')).toHaveValue('Koncertas <b>visiems</b>')
  await expect(page.getByLabel('Renginio puslapis (https://…)')).toHaveValue('javascript:alert(1)')

  // A program renamed .png, and a picture over 2 MB, are refused before anything is uploaded.
  const image = page.getByLabel('Paveikslėlis')
  await image.setInputFiles({ name: 'nuotrauka.png', mimeType: 'image/png', buffer: Buffer.from('MZ\x90\x00programa') })
  await expect(page.getByText('Tai ne JPEG, PNG ar WebP paveikslėlis: pasirinkite kitą failą.')).toBeVisible()
  const big = Buffer.alloc(6 * 1024 * 1024)
  big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a])
  await image.setInputFiles({ name: 'didele.png', mimeType: 'image/png', buffer: big })
  await expect(page.getByText('Paveikslėlis per didelis (6,0 MB): daugiausia 2 MB.')).toBeVisible()

  // The typed values survive a reload of the tab.
  await page.reload()
  await expect(page.getByLabel('Aprašymas *')).toHaveValue('Geras koncertas visai šeimai.')
  await expect(page.getByLabel('Miestas *')).toHaveValue('Londonas')
})
