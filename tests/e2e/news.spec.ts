import type { APIRequestContext, Browser } from '@playwright/test'
import { expect, test } from './fixtures'
import { createFreshUser, rest } from './support/api'
import { toast } from './support/auth-ui'
import { anonClient } from './support/supabase'

async function newPage(browser: Browser) {
  return (await browser.newContext()).newPage()
}

/** A page's HTML as the site's server answers it, without the comments React puts between adjacent texts. */
const html = async (request: APIRequestContext, path: string) => (await (await request.get(path)).text()).replaceAll('<!-- -->', '')

/** The `datetime-local` value of an instant in UK time (the editor reads it so). */
function ukLocalInput(at: Date) {
  const format = new Intl.DateTimeFormat('sv-SE', { timeZone: 'Europe/London', year: 'numeric', month: '2-digit', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })
  return format.format(at).replace(' ', 'T')
}

const stamp = () => `${Date.now()}${Math.floor(Math.random() * 1000)}`

test('the administrator schedules an article with a cover; visitors see it on its page, in the list, the feed and the search once its time comes', async ({ page, browser, request, signInAs }) => {
  // The article is scheduled for the next whole minute at least a minute ahead, and then awaited.
  test.setTimeout(240_000)
  const unique = stamp()
  const title = `Užgavėnių šventė ${unique}`
  await signInAs('admin')
  await page.goto('/admin/naujienos')
  await page.getByRole('button', { name: 'Naujas straipsnis' }).click()
  await page.getByLabel('Pavadinimas *').fill(title)
  await page.getByLabel('Įžanga *').fill('Kviečiame į Užgavėnių šventę su blynais ir persirengėliais.')
  await page.getByLabel('Kategorija *').selectOption('Kultūra')
  await page.getByLabel('Viršelio paveikslėlis').setInputFiles('tests/e2e/support/files/veliava.png')
  await expect(page.getByRole('button', { name: 'Pašalinti viršelį' })).toBeVisible()
  await page.getByLabel('Viršelio aprašymas *').fill('Lietuvos trispalvė')

  // A javascript: link is refused at the field, and what was typed stays.
  const body = page.getByLabel('Tekstas *')
  await body.fill('Šventė vyks **kovo 1 d.**\n\n[Programa](javascript:alert(1))')
  const at = new Date(Math.ceil((Date.now() + 61_000) / 60_000) * 60_000)
  await page.getByLabel('Paskelbimo laikas (JK laiku)').fill(ukLocalInput(at))
  await page.getByRole('button', { name: 'Suplanuoti' }).click()
  await expect(page.getByText(/^Nuoroda turi prasidėti https:\/\/, http:\/\/ arba mailto:/)).toBeVisible()
  await expect(page.getByLabel('Pavadinimas *')).toHaveValue(title)
  await body.fill('Šventė vyks **kovo 1 d.**\n\n[Programa](https://example.org/uzgavenes)')
  await page.getByRole('button', { name: 'Suplanuoti' }).click()
  await expect(toast(page, /suplanuotas: jis bus paskelbtas/)).toBeVisible()
  await expect(page.getByText('Suplanuotas', { exact: true })).toBeVisible()
  const slug = await page.getByLabel('Adresas (slug)').inputValue()
  expect(slug).toBe(`uzgaveniu-svente-${unique}`)
  const path = `/naujienos/${slug}`

  // Before its time nobody else reads it.
  const visitor = await newPage(browser)
  await visitor.goto('/naujienos')
  await expect(visitor.getByRole('heading', { level: 1, name: 'Naujienos' })).toBeVisible()
  await expect(visitor.getByText(title)).toHaveCount(0)
  expect((await anonClient().from('published_articles').select('slug').eq('slug', slug)).data).toEqual([])

  // Its time comes: the site's server renders its page, with what a shared link previews.
  const untilPublished = { timeout: 150_000, intervals: [2_000] }
  await expect.poll(() => html(request, path), untilPublished).toContain(`property="og:title" content="${title}`)
  const article = await html(request, path)
  expect(article).toMatch(/property="og:image" content="https?:\/\/[^"]+\/article-images\/[^"]+\.png"/)
  expect(article).toContain('"@type":"NewsArticle"')
  expect(article).toContain(`${title}</h1>`)
  await expect.poll(() => html(request, '/naujienos/atom.xml'), { timeout: 15_000 }).toContain(`<title>${title}</title>`)

  await visitor.goto('/naujienos')
  await expect(visitor.getByRole('link', { name: title }).first()).toBeVisible()
  await visitor.goto(path)
  await expect(visitor.getByRole('heading', { level: 1, name: title })).toBeVisible()
  await expect(visitor.getByRole('img', { name: 'Lietuvos trispalvė' })).toBeVisible()
  await expect(visitor.getByRole('link', { name: 'Programa' })).toHaveAttribute('href', 'https://example.org/uzgavenes')

  // The global search finds it typed without diacritics.
  await visitor.goto('/')
  await visitor.getByRole('combobox', { name: /Ieškoti bendruomenių/ }).fill(`uzgaveniu svente ${unique}`)
  await visitor.getByRole('option', { name: new RegExp(title) }).click()
  await expect(visitor).toHaveURL(new RegExp(`${path}$`))
})

test('a manager writes about their community: approved, it shows on the community’s page and in /naujienos; rejected, the manager reads the reason', async ({ page, browser, signInAs }) => {
  test.slow()
  const unique = stamp()
  const community = { slug: 'ekseterio-lietuviu-bendruomene', name: 'Ekseterio lietuvių bendruomenė' }
  const [entry] = await rest<{ id: string }[]>(`directory_entries?select=id&slug=eq.${community.slug}`)
  const manager = await createFreshUser('valdytojas', { first_name: 'Jonas', last_name: 'Valdytojas' })
  await rest('entry_managers', { method: 'POST', body: JSON.stringify({ entry_id: entry!.id, user_id: manager.id, role: 'Pirmininkas' }) })

  const approvedTitle = `Metinis susirinkimas ${unique}`
  const rejectedTitle = `Reklaminis straipsnis ${unique}`
  await signInAs(manager)
  await page.goto('/paskyra')
  const mine = page.getByRole('region', { name: 'Mano straipsniai' })
  await mine.getByRole('button', { name: 'Rašyti straipsnį' }).click()
  await expect(mine.getByRole('heading', { level: 2, name: 'Naujas straipsnis' })).toBeFocused()
  await expect(mine.getByRole('button', { name: 'Paskelbti dabar' })).toHaveCount(0)
  await mine.getByLabel('Pavadinimas *').fill(approvedTitle)
  await mine.getByLabel('Įžanga *').fill('Kviečiame visus bendruomenės narius į metinį susirinkimą.')
  await mine.getByLabel('Kategorija *').selectOption('Bendruomenė')
  await mine.getByLabel('Apie įrašą *').selectOption({ label: community.name })
  await mine.getByLabel('Tekstas *').fill('Susirinkimas vyks bendruomenės salėje. Darbotvarkė – **ataskaita ir rinkimai**.')
  await mine.getByRole('button', { name: 'Pateikti tvirtinti' }).click()
  await expect(toast(page, /pateiktas tvirtinti/)).toBeVisible()
  await expect(mine.getByText('Laukia patvirtinimo', { exact: true })).toBeVisible()
  // A second one, sent straight through the data API as the manager, for the rejection.
  await rest('articles', {
    method: 'POST',
    token: manager.session.access_token,
    body: JSON.stringify({ title: rejectedTitle, lead: 'Nuolaidos visiems skaitytojams tik šią savaitę.', body: 'Pirkite dabar.', category: 'Verslas', entry_id: entry!.id, status: 'pending' }),
  })

  // Waiting: nobody else reads it.
  const visitor = await newPage(browser)
  await visitor.goto('/naujienos')
  await expect(visitor.getByRole('heading', { level: 1, name: 'Naujienos' })).toBeVisible()
  await expect(visitor.getByText(approvedTitle)).toHaveCount(0)

  const adminPage = await newPage(browser)
  await signInAs('admin', adminPage)
  await adminPage.goto('/admin/moderavimas')
  const queue = adminPage.getByRole('region', { name: 'Straipsniai, laukiantys patvirtinimo' })
  const approved = queue.getByRole('article').filter({ has: adminPage.getByRole('heading', { name: approvedTitle }) })
  await expect(approved.getByText(community.name)).toBeVisible()
  await approved.getByRole('button', { name: 'Patvirtinti' }).click()
  await expect(approved).toHaveCount(0)
  const rejected = queue.getByRole('article').filter({ has: adminPage.getByRole('heading', { name: rejectedTitle }) })
  await rejected.getByRole('button', { name: 'Atmesti' }).click()
  const dialog = adminPage.getByRole('dialog')
  await dialog.getByLabel('Atmetimo priežastis').fill('Tai reklama, ne bendruomenės naujiena.')
  await dialog.getByRole('button', { name: 'Atmesti straipsnį' }).click()
  await expect(rejected).toHaveCount(0)

  await visitor.goto(`/bendruomene/${community.slug}`)
  await expect(visitor.getByRole('region', { name: 'Naujienos ir renginiai' }).getByRole('link', { name: approvedTitle })).toBeVisible()
  await visitor.goto('/naujienos')
  await expect(visitor.getByRole('link', { name: approvedTitle }).first()).toBeVisible()
  await expect(visitor.getByText(rejectedTitle)).toHaveCount(0)

  await page.goto('/paskyra')
  const decided = page.getByRole('list', { name: 'Mano straipsniai' })
  const refused = decided.getByRole('listitem').filter({ hasText: rejectedTitle })
  await expect(refused.getByText('Atmestas', { exact: true })).toBeVisible()
  await expect(refused.getByText('Atmetimo priežastis: Tai reklama, ne bendruomenės naujiena.')).toBeVisible()
  await expect(decided.getByRole('listitem').filter({ hasText: approvedTitle }).getByText('Paskelbtas', { exact: true })).toBeVisible()
})
