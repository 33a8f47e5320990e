import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'
import { createConfirmedUser, rest, signIn, uniqueEmail } from './support/api'
import { signInThroughDialog, toast } from './support/auth-ui'

async function freshMember() {
  const email = uniqueEmail('paskyra')
  const password = 'Slaptas12'
  const session = await createConfirmedUser(email, password, { first_name: 'Rasa', last_name: 'Paskyrienė' })
  return { email, password, id: session.user.id, session }
}

test.describe('account page /paskyra', () => {
  test('a signed-out visitor is asked to sign in', async ({ page, expectNoAxeViolations }) => {
    await page.goto('/paskyra')
    await expect(page.getByRole('heading', { level: 1, name: 'Mano paskyra' })).toBeVisible()
    await expect(page.getByText('Norėdami matyti ir tvarkyti savo paskyrą, prisijunkite.')).toBeVisible()
    await expectNoAxeViolations()
  })

  test('edit the profile: angle brackets are dropped, long text is cut to 1000', async ({ page, signInAs, expectNoAxeViolations }) => {
    const user = await freshMember()
    await signInAs(user)
    await page.goto('/paskyra')
    await expect(page.getByLabel('Vardas', { exact: true })).toHaveValue('Rasa')
    await expectNoAxeViolations()
    await page.getByLabel('Vardas', { exact: true }).fill('<script>alert(1)</script>Rasa')
    await page.getByLabel('Miestas').fill('x'.repeat(1500))
    await page.getByRole('button', { name: 'Išsaugoti', exact: true }).click()
    await expect(toast(page, 'Profilis atnaujintas.')).toBeVisible()
    const [profile] = await rest<Array<{ first_name: string; city: string }>>(`profiles?id=eq.${user.id}&select=*`)
    expect(profile.first_name).toBe('scriptalert(1)/scriptRasa')
    expect(profile.city).toHaveLength(1000)
  })

  test('the consent record links to the privacy policy it names', async ({ page, signInAs }) => {
    const user = await freshMember()
    await signInAs(user)
    await page.goto('/paskyra')
    const privacy = page.getByRole('region', { name: 'Privatumas ir duomenys' })
    await expect(privacy.getByText('Su privatumo politika dar nesutikote (sutikimas prašomas teikiant narystės prašymą).')).toBeVisible()
    await privacy.getByRole('link', { name: 'Skaityti privatumo politiką' }).click()
    await expect(page.getByRole('heading', { level: 1, name: 'Privatumo politika' })).toBeVisible()
  })

  test('consent to a new policy version is stamped again; other edits keep the time', async () => {
    const user = await freshMember()
    const session = await signIn(user.email, user.password)
    type Consent = { privacy_policy_accepted_at: string; privacy_policy_version: string }
    const update = async (body: Record<string, unknown>) => {
      await rest(`profiles?id=eq.${user.id}`, { method: 'PATCH', token: session.access_token, body: JSON.stringify(body) })
      const [row] = await rest<Consent[]>(`profiles?id=eq.${user.id}&select=privacy_policy_accepted_at,privacy_policy_version`)
      return row
    }
    const first = await update({ privacy_policy_accepted: true, privacy_policy_version: '2025-06-01' })
    expect(first.privacy_policy_accepted_at).toBeTruthy()
    const unchanged = await update({ privacy_policy_accepted: true, privacy_policy_version: '2025-06-01', city: 'Lidsas' })
    expect(unchanged.privacy_policy_accepted_at).toBe(first.privacy_policy_accepted_at)
    const renewed = await update({ privacy_policy_accepted: true, privacy_policy_version: '2026-01-01' })
    expect(renewed.privacy_policy_version).toBe('2026-01-01')
    expect(Date.parse(renewed.privacy_policy_accepted_at)).toBeGreaterThan(Date.parse(first.privacy_policy_accepted_at))
  })

  test('download my data as JSON, with what I proposed and wrote', async ({ page, signInAs }) => {
    const user = await freshMember()
    const start = new Date(Date.now() + 20 * 86_400_000)
    await rest('events', {
      method: 'POST',
      token: user.session.access_token,
      body: JSON.stringify({ title: 'Mano renginys', description: 'Renginys duomenų eksportui.', category: 'Kultūra', starts_at: start.toISOString(), ends_at: new Date(start.getTime() + 3_600_000).toISOString(), town: 'Londonas', region: 'Anglija' }),
    })
    await signInAs(user)
    await page.goto('/paskyra')
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByRole('button', { name: 'Atsisiųsti mano duomenis' }).click()])
    expect(download.suggestedFilename()).toBe('mano-duomenys.json')
    const data = JSON.parse(readFileSync(await download.path(), 'utf8'))
    expect(data.user.email).toBe(user.email)
    expect(data.profile.first_name).toBe('Rasa')
    expect(data.memberships).toEqual([])
    expect(data.proposed_events).toEqual([expect.objectContaining({ title: 'Mano renginys', status: 'pending' })])
    expect(data.chat_messages).toEqual([])
  })

  test('delete the account after confirming the password, then fail to sign in', async ({ page, signInAs }) => {
    const user = await freshMember()
    await signInAs(user)
    await page.goto('/paskyra')
    await page.getByRole('button', { name: 'Ištrinti paskyrą' }).click()
    const dialog = page.getByRole('dialog', { name: 'Ištrinti paskyrą?' })
    await dialog.getByLabel('Slaptažodis').fill('Neteisingas1')
    await dialog.getByRole('button', { name: 'Ištrinti negrįžtamai' }).click()
    await expect(dialog.getByText('Neteisingas slaptažodis')).toBeVisible()
    await dialog.getByLabel('Slaptažodis').fill(user.password)
    await dialog.getByRole('button', { name: 'Ištrinti negrįžtamai' }).click()
    await expect(toast(page, 'Jūsų paskyra, profilis ir narystės ištrinti.')).toBeVisible()
    await expect(page).toHaveURL(/\/$/)
    await expect(signIn(user.email, user.password)).rejects.toThrow(/400/)
    expect(await rest(`profiles?id=eq.${user.id}&select=id`)).toEqual([])

    await signInThroughDialog(page, user.email, user.password)
    await expect(toast(page, 'Neteisingas el. paštas arba slaptažodis')).toBeVisible()
  })
})
