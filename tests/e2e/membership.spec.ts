import { expect, test } from './fixtures'
import { createConfirmedUser, rest, uniqueEmail } from './support/api'
import { toast } from './support/auth-ui'

const COMMUNITY_ID = 'londono-lietuviu-bendruomene'
const communityPage = `/bendruomene/${COMMUNITY_ID}`

async function freshMember() {
  const email = uniqueEmail('narys')
  const password = 'Slaptas12'
  const session = await createConfirmedUser(email, password, { first_name: 'Tomas', last_name: 'Narystė' })
  return { email, password, id: session.user.id }
}

async function fillJoinForm(dialog: import('@playwright/test').Locator, firstName = 'Tomas') {
  await dialog.getByLabel('Vardas', { exact: true }).fill(firstName)
  await dialog.getByLabel('Pavardė').fill('<b>Narystė</b>')
  await dialog.getByLabel('Miestas (neprivaloma)').fill('x'.repeat(1500))
  await dialog.getByLabel('Regionas').selectOption('Šiaurės Londonas')
  await dialog.getByLabel('Vaikų skaičius').selectOption('2')
  await dialog.getByRole('radio', { name: 'Noriu dalyvauti bendruomenės veikloje' }).check()
  await dialog.getByRole('radio', { name: 'Ne' }).check()
  await dialog.getByRole('checkbox', { name: /Sutinku/ }).check()
}

test.describe('membership on the community page', () => {
  test('a signed-out visitor is asked to sign in @phone', async ({ page, expectNoAxeViolations }) => {
    await page.goto(communityPage)
    const section = page.getByRole('region', { name: 'Narystė' })
    await expect(section.getByText('Populiariausias')).toBeVisible()
    await expect(section.getByText('Balsas susirinkimuose')).toBeVisible()
    await expectNoAxeViolations()
    await section.getByRole('button', { name: 'Tapti nariu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Prisijungimas reikalingas' })
    await expect(dialog.getByText('Norint tapti bendruomenės nariu, turite būti prisijungę prie sistemos.')).toBeVisible()
    await page.keyboard.press('Escape')
    await section.getByRole('button', { name: 'Tapti stebėtoju' }).click()
    await expect(toast(page, 'Reikalingas prisijungimas')).toBeVisible()
  })

  test('join signed in, then again: success naming the community, then the duplicate message', async ({ page, signInAs, expectNoAxeViolations }) => {
    const user = await freshMember()
    await signInAs(user)
    await page.goto(communityPage)
    const section = page.getByRole('region', { name: 'Narystė' })
    await section.getByRole('button', { name: 'Tapti nariu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Tapti nariu' })
    await expect(dialog.getByRole('link', { name: 'privatumo politiką (atsidaro naujame skirtuke)' })).toHaveAttribute('href', '/privatumo-politika')
    await dialog.getByRole('button', { name: 'Pateikti prašymą' }).click()
    await expect(dialog.getByText('Prašome pasirinkti regioną')).toBeVisible()
    await expectNoAxeViolations()
    await fillJoinForm(dialog, '<script>alert(1)</script>Tomas')
    await dialog.getByRole('button', { name: 'Pateikti prašymą' }).click()
    await expect(toast(page, /Jūsų prašymas tapti .*Londono.* nariu pateiktas\. Kaip sumokėti nario mokestį/)).toBeVisible()
    await expect(dialog).toBeHidden()
    await expect(section.getByText('Laukiama nario mokesčio', { exact: true })).toBeVisible()

    const [profile] = await rest<Array<Record<string, unknown>>>(`profiles?id=eq.${user.id}&select=*`)
    expect(profile).toMatchObject({ first_name: 'scriptalert(1)/scriptTomas', last_name: 'bNarystė/b', region: 'Šiaurės Londonas', children_count: '2' })
    expect(String(profile.city)).toHaveLength(1000)
    expect(profile.privacy_policy_accepted_at).toBeTruthy()
    const rows = await rest<Array<Record<string, unknown>>>(`community_memberships?user_id=eq.${user.id}&select=*`)
    expect(rows).toMatchObject([{ community_id: COMMUNITY_ID, status: 'pending', membership_type: 'member', reason: 'participate' }])

    await section.getByRole('button', { name: 'Tapti nariu' }).click()
    await fillJoinForm(dialog)
    await dialog.getByRole('button', { name: 'Pateikti prašymą' }).click()
    await expect(toast(page, 'Jūs jau esate pateikę prašymą šiai bendruomenei arba esate jos narys.')).toBeVisible()
    await page.keyboard.press('Escape')

    // The account page lists the request and the consent record.
    await page.goto('/paskyra')
    await expect(page.getByRole('region', { name: 'Mano narystės' }).getByText('Laukiama nario mokesčio', { exact: true })).toBeVisible()
    await expect(page.getByText(/Su privatumo politika \(versija 2026-11-26\) sutikote/)).toBeVisible()

    // An administrator rejects it with a reason: the applicant sees both.
    await rest(`community_memberships?user_id=eq.${user.id}`, {
      method: 'PATCH',
      body: JSON.stringify({ status: 'rejected', rejection_reason: 'Trūksta kontaktinių duomenų' }),
    })
    await page.goto(communityPage)
    await expect(section.getByText('Atmesta')).toBeVisible()
    await expect(section.getByText('Priežastis: Trūksta kontaktinių duomenų')).toBeVisible()
  })

  test('a failed network call shows the failure and keeps the form', async ({ page, signInAs }) => {
    const user = await freshMember()
    await signInAs(user)
    await page.route('**/rest/v1/community_memberships*', (route) => (route.request().method() === 'POST' ? route.abort() : route.fallback()))
    await page.goto(communityPage)
    await page.getByRole('region', { name: 'Narystė' }).getByRole('button', { name: 'Tapti nariu' }).click()
    const dialog = page.getByRole('dialog', { name: 'Tapti nariu' })
    await fillJoinForm(dialog, 'Tomas')
    await dialog.getByRole('button', { name: 'Pateikti prašymą' }).click()
    await expect(toast(page, 'Įvyko klaida pateikiant prašymą. Bandykite dar kartą.')).toBeVisible()
    await expect(dialog.getByLabel('Vardas', { exact: true })).toHaveValue('Tomas')
    await expect(dialog.getByLabel('Regionas')).toHaveValue('Šiaurės Londonas')
  })

  test('observer plan, then again', async ({ page, signInAs }) => {
    const user = await freshMember()
    await signInAs(user)
    await page.goto(communityPage)
    const section = page.getByRole('region', { name: 'Narystė' })
    await section.getByRole('button', { name: 'Tapti stebėtoju' }).click()
    await expect(toast(page, 'Sėkmingai tapote bendruomenės stebėtoju!')).toBeVisible()
    await expect(section.getByText('Patvirtinta')).toBeVisible()
    await section.getByRole('button', { name: 'Tapti stebėtoju' }).click()
    await expect(toast(page, 'Jau esate narys')).toBeVisible()
  })

  test('the observer plan asks before withdrawing a pending member request', async ({ page, signInAs, expectNoAxeViolations }) => {
    const user = await freshMember()
    const session = await signInAs(user)
    const request = { user_id: user.id, community_id: COMMUNITY_ID, community_name: 'Londono lietuvių bendruomenė', reason: 'participate', status: 'pending', membership_type: 'member' }
    await rest('community_memberships', { method: 'POST', token: session.access_token, body: JSON.stringify(request) })
    const stored = () => rest(`community_memberships?user_id=eq.${user.id}&select=status,membership_type`)

    await page.goto(communityPage)
    const section = page.getByRole('region', { name: 'Narystė' })
    await expect(section.getByText('Laukiama nario mokesčio', { exact: true })).toBeVisible()
    const choose = section.getByRole('button', { name: 'Tapti stebėtoju' })
    await choose.click()
    const confirm = page.getByRole('alertdialog', { name: 'Atsiimti prašymą tapti nariu?' })
    await expect(confirm).toContainText('Jūsų prašymas tapti bendruomenės „Londono lietuvių bendruomenė“ nariu dar laukia patvirtinimo.')
    await expectNoAxeViolations()
    await confirm.getByRole('button', { name: 'Palikti prašymą' }).click()
    await expect(confirm).toBeHidden()
    await expect(choose).toBeFocused()
    expect(await stored()).toEqual([{ status: 'pending', membership_type: 'member' }])

    await choose.click()
    await confirm.getByRole('button', { name: 'Atsiimti ir tapti stebėtoju' }).click()
    await expect(toast(page, 'Sėkmingai tapote bendruomenės stebėtoju!')).toBeVisible()
    await expect(section.getByText('Patvirtinta')).toBeVisible()
    expect(await stored()).toEqual([{ status: 'approved', membership_type: 'observer' }])
  })
})

test.describe('membership elsewhere on community pages', () => {
  test('the second community page opens the same membership dialog', async ({ page }) => {
    await page.goto('/community/org-01')
    await page.getByRole('button', { name: 'Tapti nariu' }).click()
    await expect(page.getByRole('dialog', { name: 'Prisijungimas reikalingas' })).toBeVisible()
    await expect(page).toHaveURL(/\/community\/org-01$/)
  })

  test('the hero shows the logo from the server', async ({ page }) => {
    const id = 'telfordo-lietuviu-bendruomene'
    await rest('community_logos', {
      method: 'POST',
      body: JSON.stringify({ community_id: id, logo_url: '/images/gallery/default-1.svg', alt_text: 'Telfordo bendruomenės ženklas' }),
    })
    try {
      await page.goto(`/bendruomene/${id}`)
      const hero = page.locator('section').filter({ has: page.getByRole('heading', { level: 1 }) })
      await expect(hero.getByRole('img', { name: 'Telfordo bendruomenės ženklas' })).toHaveAttribute('src', '/images/gallery/default-1.svg')
    } finally {
      await rest(`community_logos?community_id=eq.${id}`, { method: 'DELETE' })
    }
  })
})
