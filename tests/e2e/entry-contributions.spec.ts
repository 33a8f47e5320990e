import type { Browser } from '@playwright/test'
import { ANON_KEY, API_URL, createFreshUser } from './support/api'
import { signedInClient } from './support/supabase'
import { expect, test } from './fixtures'

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage()
}

/** Today in Lithuanian, as the detail page's 'Informacija patikrinta' line writes it. */
const todayLt = () => {
  const months = ['sausio', 'vasario', 'kovo', 'balandžio', 'gegužės', 'birželio', 'liepos', 'rugpjūčio', 'rugsėjo', 'spalio', 'lapkričio', 'gruodžio']
  const [year, month, day] = new Date().toLocaleDateString('sv-SE', { timeZone: 'Europe/London' }).split('-').map(Number)
  return `${year} m. ${months[month - 1]} ${day} d.`
}

test('a member’s correction is applied by the administrator, and the school’s page shows the new value and its check date', async ({ page, browser, signInAs }) => {
  test.slow()
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const slug = `pataisoma-mokykla-${unique}`
  const name = `Pataisoma mokykla ${unique}`
  const admin = await signedInClient('admin')
  const { error } = await admin.from('directory_entries').insert({
    directory: 'schools',
    slug,
    status: 'published',
    name,
    summary: 'Šeštadieninė mokykla.',
    region: 'Šiaurės Anglija',
    address: 'Sena salė, Lidsas',
    leader_name: 'Rasa Bandomoji',
    email: 'mokykla@example.org',
    founded: 2015,
    details: { students: '20+', programs: [], gallery: [] },
  })
  expect(error).toBeNull()

  const member = await createFreshUser('pataisymas')
  await signInAs(member)
  await page.goto(`/mokykla/${slug}`)
  await page.getByRole('button', { name: 'Pasiūlyti pataisymą' }).click()
  const dialog = page.getByRole('dialog', { name: 'Pasiūlyti pataisymą' })
  await expect(dialog.getByLabel('Adresas')).toHaveValue('Sena salė, Lidsas')
  await dialog.getByLabel('Adresas').fill('Nauja salė, Lidsas')
  await dialog.getByLabel('Pastaba administratoriams (nebūtina)').fill('Persikėlėme rugsėjį.')
  await dialog.getByRole('button', { name: 'Siųsti pataisymą' }).click()
  await expect(dialog).toHaveCount(0)

  const adminPage = await newPage(browser)
  await signInAs('admin', adminPage)
  await adminPage.goto('/admin/moderavimas')
  const correction = adminPage.getByRole('region', { name: 'Katalogo pataisymai' }).getByRole('article', { name })
  await expect(correction.getByRole('table')).toContainText('Sena salė, Lidsas')
  await expect(correction.getByRole('table')).toContainText('Nauja salė, Lidsas')
  await correction.getByRole('button', { name: 'Pritaikyti' }).click()
  await expect(correction).toHaveCount(0)

  const visitor = await newPage(browser)
  await visitor.goto(`/mokykla/${slug}`)
  await expect(visitor.getByText('Nauja salė, Lidsas').first()).toBeVisible()
  await expect(visitor.getByText(`Informacija patikrinta: ${todayLt()}`)).toBeVisible()

  await page.goto('/paskyra')
  await expect(page.getByRole('region', { name: 'Mano pataisymai ir prašymai' }).getByText('Pritaikytas')).toBeVisible()
})

test('an approved claim makes the member a manager who edits the entry directly, and the change history shows it', async ({ page, browser, signInAs }) => {
  test.slow()
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const role = `Pirmininkė ${unique}`
  const leader = `Vaida Tvarkytoja ${unique}`
  const member = await createFreshUser('tvarkytoja')
  const admin = await signedInClient('admin')
  const { data: before } = await admin.from('directory_entries').select('id, leader_name').eq('directory', 'communities').eq('slug', 'aberdyno-lietuviu-bendruomene').single()

  try {
    await signInAs(member)
    // Not a manager yet: the second community page offers no editing.
    await page.goto('/community/org-19')
    await expect(page.getByRole('heading', { level: 1, name: 'Aberdyno lietuvių bendruomenė' })).toBeVisible()
    await page.goto('/bendruomene/aberdyno-lietuviu-bendruomene')
    await page.getByRole('button', { name: 'Tai mūsų organizacija' }).click()
    const claim = page.getByRole('dialog', { name: 'Tai mūsų organizacija' })
    await claim.getByLabel('Jūsų pareigos organizacijoje').fill(role)
    await claim.getByLabel('Kaip tai patikrinti').fill('Paskambinkite bendruomenės telefonu.')
    await claim.getByRole('button', { name: 'Siųsti prašymą' }).click()
    await expect(claim).toHaveCount(0)
    await page.goto('/community/org-19')
    await page.waitForLoadState('networkidle')
    await expect(page.getByRole('button', { name: 'Redaguoti' })).toHaveCount(0)

    const adminPage = await newPage(browser)
    await signInAs('admin', adminPage)
    await adminPage.goto('/admin/moderavimas')
    const pending = adminPage.getByRole('region', { name: 'Prašymai tvarkyti įrašą' }).getByRole('article').filter({ hasText: role })
    await pending.getByRole('button', { name: 'Patvirtinti' }).click()
    await expect(pending).toHaveCount(0)

    await page.goto('/community/org-19')
    await page.getByRole('button', { name: 'Redaguoti' }).click()
    await page.getByRole('button', { name: 'Redaguoti: Vadovas' }).click()
    const edit = page.getByRole('dialog', { name: 'Redaguoti: Vadovas' })
    await edit.getByLabel('Vadovas').fill(leader)
    await edit.getByRole('button', { name: 'Išsaugoti', exact: true }).click()
    await expect(edit).toHaveCount(0)

    // The manager translates the entry into English in the same place; visitors read it once published.
    const translation = page.getByRole('region', { name: 'Vertimas į anglų kalbą' })
    await translation.getByLabel('Pavadinimas angliškai').fill('Aberdeen Lithuanian Community')
    await translation.getByLabel('Paskelbti vertimą (kitaip jis lieka juodraštis)').check()
    await translation.getByRole('button', { name: 'Išsaugoti vertimą' }).click()
    await expect(translation.getByText('Paskelbtas', { exact: true })).toBeVisible()
    const anonymous = await fetch(`${API_URL}/rest/v1/entry_translations?entry_id=eq.${before!.id}&select=name,status`, { headers: { apikey: ANON_KEY } })
    expect(await anonymous.json()).toEqual([{ name: 'Aberdeen Lithuanian Community', status: 'published' }])

    const visitor = await newPage(browser)
    await visitor.goto('/bendruomene/aberdyno-lietuviu-bendruomene')
    await expect(visitor.getByText(leader).first()).toBeVisible()

    await adminPage.reload()
    const history = adminPage.getByRole('region', { name: 'Įrašų pakeitimų istorija' })
    await expect(history.getByRole('article', { name: 'Aberdyno lietuvių bendruomenė' }).filter({ hasText: leader }).first()).toBeVisible()
  } finally {
    await admin.from('directory_entries').update({ leader_name: before?.leader_name ?? null }).eq('directory', 'communities').eq('slug', 'aberdyno-lietuviu-bendruomene')
    await admin.from('entry_translations').delete().eq('entry_id', before!.id)
  }
})
