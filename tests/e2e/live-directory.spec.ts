/**
 * The public directory is live: an entry an administrator publishes, changes or archives in the
 * directory editor is what a signed-out visitor sees, without a new build.
 */
import { readFileSync } from 'node:fs'
import { expect, test } from './fixtures'
import { signedInClient } from './support/supabase'

test('the administrator creates and publishes a school in the editor; a new visitor finds it by URL filter, slug, search and the assistant, follows an edit and loses it when archived @phone', async ({ page, browser, signInAs }) => {
  // Two people and a dozen page loads: a long journey.
  test.slow()
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const name = `Mokykla „Šilas ${unique}“`
  const slug = `mokykla-silas-${unique}`
  const region = `Bandomasis regionas ${unique}`

  // The seeded administrator creates the school in the editor and publishes it.
  await signInAs('admin')
  await page.goto('/admin/organizations')
  await page.getByLabel('Katalogo skyrius').selectOption('Lituanistinės mokyklos ir darželiai')
  await page.getByRole('button', { name: 'Naujas įrašas' }).click()
  const form = page.getByRole('dialog')
  await form.getByLabel('Pavadinimas *').fill(name)
  await form.getByLabel('Trumpas aprašymas *').fill('Šeštadieninė lietuvių kalbos mokykla.')
  await form.getByLabel('Regionas *').fill(region)
  await form.getByLabel('Adresas *').fill('Bendruomenės salė, Redingas')
  await form.getByLabel('Direktorius(-ė) *').fill('Rasa Bandomoji')
  await form.getByLabel('El. paštas *').fill('bandymas@example.org')
  await form.getByLabel('Įkūrimo metai *').fill('2020')
  await form.getByLabel('Mokinių skaičius (pvz., 50+) *').fill('25+')
  await form.getByRole('button', { name: 'Išsaugoti', exact: true }).click()
  await expect(form).toBeHidden()
  const row = page.getByRole('article', { name })
  await row.getByRole('button', { name: `Paskelbti: ${name}` }).click()
  await expect(row.getByText('Paskelbta')).toBeVisible()

  // A visitor in a new, signed-out browser context.
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  const visit = async (url: string) => {
    await visitor.goto(url)
    await visitor.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  }
  try {
    // The list, filtered through the URL by the new region.
    await visit(`/lituanistinis-mokymas?regionas=${encodeURIComponent(region)}`)
    await expect(visitor.getByRole('heading', { name })).toBeVisible()
    await expect(visitor.getByRole('status').filter({ hasText: 'Rasta 1 mokykla ar darželis' })).toBeVisible()

    // Its detail page by slug on a direct visit (no prerendered file: the app loads the entry), and after a reload.
    await visit(`/mokykla/${slug}`)
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible()
    await visitor.reload()
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(visitor.getByText('Rasa Bandomoji').first()).toBeVisible()

    // The global search finds it typed without diacritics; the assistant names it.
    await visit('/')
    await visitor.getByRole('combobox', { name: /Ieškoti bendruomenių/ }).fill(`silas ${unique}`)
    await visitor.getByRole('option', { name: new RegExp(`Šilas ${unique}`) }).click()
    await expect(visitor).toHaveURL(`/mokykla/${slug}`)
    await visit('/pokalbiai')
    await visitor.getByRole('tab', { name: 'Asistentas' }).click()
    await visitor.getByLabel('Klausimas asistentui').fill(`Kur yra mokykla Šilas ${unique}?`)
    await visitor.getByRole('button', { name: 'Siųsti' }).click()
    const answer = visitor.getByRole('log').getByRole('link', { name })
    await expect(answer).toBeVisible()

    // The administrator moves it to another town in the editor; the visitor sees it after navigating.
    await row.getByRole('button', { name: `Redaguoti: ${name}` }).click()
    const edit = page.getByRole('dialog')
    await edit.getByLabel('Adresas *').fill('Naujoji salė, Oksfordas')
    await edit.getByRole('button', { name: 'Išsaugoti', exact: true }).click()
    await expect(edit).toBeHidden()
    await answer.click()
    await expect(visitor).toHaveURL(`/mokykla/${slug}`)
    await expect(visitor.getByText('Naujoji salė, Oksfordas')).toBeVisible()

    // Archived in the editor: gone from the list and the search, and its path is not found.
    await row.getByRole('button', { name: `Archyvuoti: ${name}` }).click()
    await expect(row.getByText('Archyvuota')).toBeVisible()
    await visit(`/mokykla/${slug}`)
    await expect(visitor.getByRole('heading', { name: 'Mokykla nerasta' })).toBeVisible()
    await visit(`/lituanistinis-mokymas?regionas=${encodeURIComponent(region)}`)
    await expect(visitor.getByRole('heading', { name: 'Mokyklų ir darželių nerasta' })).toBeVisible()
    await visit('/')
    await visitor.getByRole('combobox', { name: /Ieškoti bendruomenių/ }).fill(`silas ${unique}`)
    await expect(visitor.getByText('Nieko nerasta')).toBeVisible()
  } finally {
    await visitorContext.close()
    const admin = await signedInClient('admin')
    await admin.from('directory_entries').update({ status: 'archived' }).eq('slug', slug)
  }
})

test('the administrator publishes, archives and restores an entry in the directory editor; a visitor follows each step', async ({ page, browser, signInAs, expectNoAxeViolations }) => {
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const slug = `e2e-draugija-${unique}`
  const name = `Bandomoji studentų draugija ${unique}`
  const admin = await signedInClient('admin')
  const { error } = await admin.from('directory_entries').insert({
    directory: 'student_societies',
    slug,
    status: 'draft',
    name,
    town: 'Jorkas',
    address: 'Students’ Union, Jorkas',
    leader_name: 'Ieva Bandomoji',
    leader_title: 'Prezidentė',
    email: 'draugija@example.org',
    details: {},
  })
  expect(error).toBeNull()
  const visitor = await browser.newPage()
  const visitorSees = async (visible: boolean) => {
    await visitor.goto(`/studentu-organizacijos?q=${encodeURIComponent(unique)}`)
    const card = visitor.getByRole('heading', { name })
    if (visible) await expect(card).toBeVisible()
    else await expect(visitor.getByRole('heading', { name: 'Studentų organizacijų nerasta' })).toBeVisible()
  }

  try {
    await visitorSees(false)

    await signInAs('admin')
    // The editor's former address still works: it redirects to the editor.
    await page.goto('/admin/katalogas')
    await expect(page).toHaveURL('/admin/organizations')
    await page.getByLabel('Katalogo skyrius').selectOption('Studentų organizacijos')
    await page.getByRole('searchbox', { name: 'Paieška' }).fill(unique)
    const row = page.getByRole('article', { name })
    await expect(row.getByText('Juodraštis')).toBeVisible()
    await expectNoAxeViolations()

    await row.getByRole('button', { name: `Paskelbti: ${name}` }).click()
    await expect(row.getByText('Paskelbta')).toBeVisible()
    await row.getByRole('button', { name: `Pažymėti kaip patikrintą: ${name}` }).click()
    await expect(row.getByText(/^Patikrinta: \d{4} m\. /)).toBeVisible()
    await visitorSees(true)

    await row.getByRole('button', { name: `Archyvuoti: ${name}` }).click()
    await expect(page.getByRole('status').filter({ hasText: `Įrašas „${name}“ archyvuotas` })).toBeVisible()
    await expect(row.getByText('Archyvuota')).toBeVisible()
    await visitorSees(false)

    await page.getByRole('button', { name: 'Atšaukti' }).click()
    await expect(row.getByText('Paskelbta')).toBeVisible()
    await visitorSees(true)
  } finally {
    await visitor.close()
    await admin.from('directory_entries').update({ status: 'archived' }).eq('slug', slug)
  }
})

test('the administrator creates a school in the editor: bad input is explained and kept, the saved draft is published and found by a visitor, who follows an edit', async ({ page, browser, signInAs }) => {
  test.slow()
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const name = `Redaktoriaus mokykla ${unique}`
  const region = `Redaktoriaus regionas ${unique}`
  // A logo in the media library, uploaded through the API as the media page does.
  const admin = await signedInClient('admin')
  const logoPath = `e2e-logotipas-${unique}.png`
  const logoAlt = `Redaktoriaus mokyklos ženklas ${unique}`
  const upload = await admin.storage.from('admin-media').upload(logoPath, readFileSync('tests/e2e/support/files/veliava.png'), { contentType: 'image/png' })
  expect(upload.error).toBeNull()
  const media = await admin.from('media').insert({ filename: logoPath, original_name: 'veliava.png', file_path: logoPath, file_size: 1, mime_type: 'image/png' }).select('id').single()
  expect(media.error).toBeNull()
  // The alt text is added afterwards, as the media page's edit dialog does.
  expect((await admin.from('media').update({ alt_text: logoAlt }).eq('id', media.data!.id)).error).toBeNull()
  await signInAs('admin')
  await page.goto('/admin')
  await page.getByRole('navigation', { name: 'Administravimas' }).getByRole('link', { name: 'Katalogas' }).click()
  await expect(page).toHaveURL('/admin/organizations')
  await page.getByLabel('Katalogo skyrius').selectOption('Lituanistinės mokyklos ir darželiai')
  await page.getByRole('button', { name: 'Naujas įrašas' }).click()
  const dialog = page.getByRole('dialog')

  // Bad input first: each field says what is wrong, nothing is sent.
  await dialog.getByLabel('Pavadinimas *').fill('a'.repeat(10_000))
  await dialog.getByLabel('Svetainė').fill('javascript:alert(1)')
  await dialog.getByLabel('El. paštas *').fill('ne-adresas')
  await dialog.getByRole('button', { name: 'Išsaugoti', exact: true }).click()
  await expect(dialog.getByText('Per ilga: daugiausia 200 simbolių')).toBeVisible()
  await expect(dialog.getByText('Nuoroda turi prasidėti http:// arba https://')).toBeVisible()
  await expect(dialog.getByText('Netinkamas el. pašto formatas')).toBeVisible()
  await expect(dialog.getByText('Šis laukas privalomas').first()).toBeVisible()

  // A slug the directory already has: the database refuses, the form says so and keeps the rest.
  await dialog.getByLabel('Pavadinimas *').fill(name)
  await dialog.getByLabel('Adresas (slug)').fill('virtuali-lituanistine-mokykla-pasaka')
  await dialog.getByLabel('Trumpas aprašymas *').fill('Šeštadieninė lietuvių kalbos mokykla.')
  await dialog.getByLabel('Regionas *').fill(region)
  await dialog.getByLabel('Adresas *').fill('Bendruomenės salė, Kembridžas')
  await dialog.getByLabel('Direktorius(-ė) *').fill('Aistė Redaktorė')
  await dialog.getByLabel('Svetainė').fill('https://mokykla.example.org')
  await dialog.getByLabel('El. paštas *').fill('mokykla@example.org')
  await dialog.getByLabel('Įkūrimo metai *').fill('2019')
  await dialog.getByLabel('Mokinių skaičius (pvz., 50+) *').fill('40+')
  await dialog.getByRole('button', { name: 'Išsaugoti', exact: true }).click()
  await expect(dialog.getByText('Toks adresas šiame skyriuje jau naudojamas: pasirinkite kitą')).toBeVisible()
  await expect(dialog.getByLabel('Regionas *')).toHaveValue(region)

  await dialog.getByLabel('Adresas (slug)').fill('')
  await dialog.getByRole('button', { name: 'Išsaugoti', exact: true }).click()
  await expect(dialog).toBeHidden()
  const row = page.getByRole('article', { name })
  await expect(row.getByText('Juodraštis')).toBeVisible()
  await row.getByRole('button', { name: `Paskelbti: ${name}` }).click()
  await expect(row.getByText('Paskelbta')).toBeVisible()

  const visitor = await browser.newPage()
  try {
    await visitor.goto(`/lituanistinis-mokymas?regionas=${encodeURIComponent(region)}`)
    await expect(visitor.getByRole('heading', { name })).toBeVisible()
    await visitor.goto(`/mokykla/redaktoriaus-mokykla-${unique}`)
    await expect(visitor.getByRole('heading', { level: 1, name })).toBeVisible()
    await expect(visitor.getByText('Informacija dar nepatikrinta')).toBeVisible()

    // The administrator moves it to another region in the editor; the visitor finds it there after navigating.
    const moved = `Naujasis regionas ${unique}`
    await row.getByRole('button', { name: `Redaguoti: ${name}` }).click()
    const edit = page.getByRole('dialog')
    await expect(edit.getByLabel('Regionas *')).toHaveValue(region)
    await edit.getByLabel('Regionas *').fill(moved)
    await edit.getByRole('button', { name: 'Išsaugoti', exact: true }).click()
    await expect(edit).toBeHidden()
    await visitor.getByRole('link', { name: /Grįžti/ }).first().click()
    await visitor.getByLabel('Regionas').selectOption(moved)
    await expect(visitor.getByRole('heading', { name })).toBeVisible()
    await expect(visitor).toHaveURL(new RegExp(`regionas=${encodeURIComponent(moved).replace(/%20/g, '(%20|\\+)')}`))

    // The administrator gives it a logo from the media library; the visitor's detail page shows it.
    await row.getByRole('button', { name: `Redaguoti: ${name}` }).click()
    const logos = page.getByRole('dialog').getByRole('group', { name: 'Logotipas' })
    await expect(logos.getByRole('radio', { name: 'Be logotipo' })).toBeChecked()
    await logos.getByRole('radio', { name: new RegExp(logoAlt) }).check()
    await page.getByRole('dialog').getByRole('button', { name: 'Išsaugoti', exact: true }).click()
    await expect(page.getByRole('dialog')).toBeHidden()
    await visitor.goto(`/mokykla/redaktoriaus-mokykla-${unique}`)
    const logo = visitor.getByRole('complementary', { name: 'Kontaktai ir renginiai' }).getByRole('img', { name: `${name} logotipas` })
    await expect(logo).toBeVisible()
    await expect(logo).toHaveJSProperty('naturalWidth', 64)
  } finally {
    await visitor.close()
    await row.getByRole('button', { name: `Archyvuoti: ${name}` }).click()
    await expect(row.getByText('Archyvuota')).toBeVisible()
    await admin.storage.from('admin-media').remove([logoPath])
    await admin.from('media').update({ is_active: false }).eq('id', media.data!.id)
  }
})
