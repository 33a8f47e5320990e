/**
 * The portal in English: the switch leads to the same page under /en with its query, the English
 * page speaks English (navigation, filters, the count line), and an entry nobody has translated
 * shows its Lithuanian words, marked, until its translation is published in the editor.
 */
import { expect, test } from './fixtures'
import { createConfirmedUser, rest, uniqueEmail } from './support/api'
import { toast } from './support/auth-ui'
import { englishFixedPublicPaths } from '../../src/app/public-paths'

test('the switch keeps the page and its filters; an untranslated entry shows in Lithuanian with a note until the editor publishes its translation', async ({ page, browser, signInAs, expectNoAxeViolations }) => {
  test.slow()
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const name = `Mokykla „Vertimas ${unique}“`
  const slug = `mokykla-vertimas-${unique}`
  const region = `Vertimų regionas ${unique}`
  const [entry] = await rest<{ id: string }[]>('directory_entries?select=id', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({
      directory: 'schools', slug, status: 'published', name, summary: 'Šeštadieninė lietuvių kalbos mokykla.', region, address: 'Bendruomenės salė, Redingas',
      leader_name: 'Rasa Vertėja', email: 'vertimas@example.org', founded: 2020, details: { students: '25+', programs: [], gallery: [] },
    }),
  })
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  const visit = async (url: string) => {
    await visitor.goto(url)
    await visitor.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  }
  const query = `?regionas=${encodeURIComponent(region)}`
  try {
    await visit(`/lituanistinis-mokymas${query}`)
    await expect(visitor.getByRole('status').filter({ hasText: 'Rasta 1 mokykla ar darželis' })).toBeVisible()
    await visitor.getByRole('link', { name: 'English' }).click()
    await visitor.waitForURL(`**/en/lituanistinis-mokymas${query}`)
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'en-GB')
    await expect(visitor.getByRole('heading', { level: 1, name: 'Lithuanian Saturday schools and nurseries' })).toBeVisible()
    await expect(visitor.getByRole('status').filter({ hasText: 'Found 1 school or nursery' })).toBeVisible()
    await expect(visitor.getByLabel('Region', { exact: true })).toHaveValue(region)
    await expect(visitor.getByRole('navigation', { name: 'Main navigation' }).getByRole('button', { name: 'Education' })).toBeVisible()
    await expect(visitor.getByRole('link', { name: 'Skip to content' })).toBeAttached()
    // The card keeps the entry's Lithuanian words, marked as Lithuanian.
    await expect(visitor.locator('[lang="lt"]').getByRole('heading', { name })).toBeVisible()
    const head = (hreflang: string) => visitor.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`)
    await expect(head('lt')).toHaveAttribute('href', /\/lituanistinis-mokymas$/)
    await expect(head('en')).toHaveAttribute('href', /\/en\/lituanistinis-mokymas$/)
    await expect(head('x-default')).toHaveAttribute('href', /\/lituanistinis-mokymas$/)
    await expectNoAxeViolations(visitor)
    // Filtering in English keeps the language; the switch back keeps the query.
    await visitor.getByRole('link', { name: 'Lietuviškai' }).click()
    await visitor.waitForURL(`**/lituanistinis-mokymas${query}`)
    await expect(visitor.locator('html')).toHaveAttribute('lang', 'lt')
    await expect(visitor.getByRole('status').filter({ hasText: 'Rasta 1 mokykla ar darželis' })).toBeVisible()

    // The entry's English page: the Lithuanian words, marked, and no claim to be an English version.
    await visit(`/en/mokykla/${slug}`)
    await expect(visitor.locator('h1[lang="lt"]')).toHaveText(name)
    await expect(visitor.getByText('Not yet translated — shown in Lithuanian')).toBeVisible()
    await expect(visitor.locator('head link[rel="canonical"]')).toHaveAttribute('href', new RegExp(`[^n]/mokykla/${slug}$`))
    await expect(head('en')).toHaveCount(0)

    // The administrator publishes its translation in the directory editor.
    await signInAs('admin')
    await page.goto('/admin/organizations')
    await page.getByLabel('Katalogo skyrius').selectOption('Lituanistinės mokyklos ir darželiai')
    await page.getByRole('article', { name }).getByRole('button', { name: `Redaguoti: ${name}` }).click()
    const translation = page.getByRole('dialog').getByRole('region', { name: 'Vertimas į anglų kalbą' })
    await translation.getByLabel('Pavadinimas angliškai').fill(`Vertimas Saturday School ${unique}`)
    await translation.getByLabel('Santrauka angliškai').fill('A Saturday school of the Lithuanian language.')
    await translation.getByLabel('Paskelbti vertimą (kitaip jis lieka juodraštis)').check()
    await translation.getByRole('button', { name: 'Išsaugoti vertimą' }).click()
    await expect(toast(page, 'Vertimas išsaugotas ir paskelbtas.')).toBeVisible()

    // The site's server learns of it from the change log and renders the page again.
    await expect(async () => {
      await visit(`/en/mokykla/${slug}`)
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Vertimas Saturday School ${unique}`, { timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(visitor.getByText('Not yet translated — shown in Lithuanian')).toHaveCount(0)
    await expect(visitor.locator('h1[lang="lt"]')).toHaveCount(0)
    await expect(head('en')).toHaveAttribute('href', new RegExp(`/en/mokykla/${slug}$`))
    await expect(head('lt')).toHaveAttribute('href', new RegExp(`[^n]/mokykla/${slug}$`))
    await visitor.getByRole('link', { name: 'Lietuviškai' }).click()
    await visitor.waitForURL(`**/mokykla/${slug}`)
    await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(name)
    await expect(head('en')).toHaveAttribute('href', new RegExp(`/en/mokykla/${slug}$`))
  } finally {
    await visitorContext.close()
    await rest(`directory_entries?id=eq.${entry!.id}`, { method: 'DELETE' })
  }
})

test('on an English page the sign-in dialog, its field errors and a refused registration speak English @phone', async ({ page, expectNoAxeViolations }) => {
  await page.goto('/en/lituanistinis-mokymas')
  await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
  const menu = page.getByRole('banner').getByRole('button', { name: 'Menu' })
  if (await menu.isVisible()) await menu.click()
  await page.getByRole('banner').getByRole('button', { name: 'Sign in' }).click()
  const dialog = page.getByRole('dialog', { name: 'Lietuviai JK' })
  await expect(dialog.getByText('Sign in to the Lithuanian community in the UK')).toBeVisible()
  await dialog.getByRole('button', { name: 'Sign in' }).last().click()
  await expect(dialog.getByText('This is not a valid e-mail address')).toBeVisible()
  await expect(dialog.getByText('The password must be at least 6 characters long')).toBeVisible()
  await expectNoAxeViolations()

  // The seeded member's address is taken: the refusal says so in English, and keeps what was typed.
  await dialog.getByRole('tab', { name: 'Register' }).click()
  await dialog.getByLabel('Full name').fill('John Second')
  await dialog.getByLabel('E-mail').fill('narys@bendruomene.test')
  await dialog.getByLabel('Password', { exact: true }).fill('weak')
  await dialog.getByLabel('Repeat the password').fill('other')
  await dialog.getByRole('button', { name: 'Register' }).last().click()
  await expect(dialog.getByText('The password must be at least 8 characters long')).toBeVisible()
  await expect(dialog.getByText('The passwords do not match')).toBeVisible()
  await dialog.getByLabel('Password', { exact: true }).fill('Secret123')
  await dialog.getByLabel('Repeat the password').fill('Secret123')
  await dialog.getByRole('button', { name: 'Register' }).last().click()
  await expect(toast(page, 'A user with this e-mail address already exists')).toBeVisible()
  await expect(dialog.getByLabel('Full name')).toHaveValue('John Second')
})

test('on an English page the join form asks, refuses and answers in English', async ({ page, signInAs, expectNoAxeViolations }) => {
  const email = uniqueEmail('member-en')
  await createConfirmedUser(email, 'Secret123', { first_name: 'Anna', last_name: 'Smith' })
  await signInAs({ email, password: 'Secret123' })
  await page.goto('/en/bendruomene/londono-lietuviu-bendruomene')
  const section = page.getByRole('region', { name: 'Membership' })
  await section.getByRole('button', { name: 'Become a member' }).click()
  const dialog = page.getByRole('dialog', { name: 'Become a member' })
  await expect(dialog.getByRole('link', { name: 'privacy policy (opens in a new tab)' })).toHaveAttribute('href', '/en/privatumo-politika')
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(dialog.getByText('Please choose a region')).toBeVisible()
  await expect(dialog.getByText('You must agree to the privacy policy')).toBeVisible()
  await expectNoAxeViolations()
  // The region is chosen by its English name (the form stores the Lithuanian one).
  await dialog.getByLabel('First name').fill('Anna')
  await dialog.getByLabel('Last name').fill('Smith')
  await dialog.getByLabel('Region').selectOption('North London')
  await dialog.getByLabel('Number of children').selectOption('0')
  await dialog.getByRole('radio', { name: 'I want to receive information' }).check()
  await dialog.getByRole('radio', { name: 'No' }).check()
  await dialog.getByRole('checkbox', { name: /I agree/ }).check()
  await dialog.getByRole('button', { name: 'Send request' }).click()
  await expect(toast(page, /Your request to become a member of .*London.* has been sent/)).toBeVisible()
})

test('the administrator translates a coming event on the events page; its English page then shows the translation', async ({ page, browser, signInAs, expectNoAxeViolations }) => {
  test.slow()
  const unique = `${Date.now()}${Math.floor(Math.random() * 1000)}`
  const title = `Vertimų vakaras ${unique}`
  const startsAt = new Date(Date.now() + 20 * 86_400_000)
  const [event] = await rest<{ id: string; slug: string }[]>('events?select=id,slug', {
    method: 'POST',
    headers: { Prefer: 'return=representation' },
    body: JSON.stringify({
      title, description: 'Renginys, kurį administratorius išvers į anglų kalbą.', category: 'Kultūra', status: 'approved',
      starts_at: startsAt.toISOString(), ends_at: new Date(startsAt.getTime() + 2 * 3_600_000).toISOString(), town: 'Lidsas', region: 'Anglija',
    }),
  })
  const visitorContext = await browser.newContext()
  const visitor = await visitorContext.newPage()
  const englishPage = `/en/renginiai/${event!.slug}`
  const head = (hreflang: string) => visitor.locator(`head link[rel="alternate"][hreflang="${hreflang}"]`)
  try {
    await visitor.goto(englishPage)
    await expect(visitor.locator('h1[lang="lt"]')).toHaveText(title)
    await expect(visitor.getByText('Not yet translated — shown in Lithuanian')).toBeVisible()
    await expect(head('en')).toHaveCount(0)

    await signInAs('admin')
    await page.goto('/admin/renginiai')
    const row = page.getByRole('article', { name: title })
    await expect(row.getByText('Neišverstas')).toBeVisible()
    await row.getByRole('button', { name: new RegExp(`^Versti į anglų kalbą.*${title}$`) }).click()
    const translation = row.getByRole('region', { name: 'Vertimas į anglų kalbą' })
    await translation.getByLabel('Pavadinimas angliškai').fill(`Translation evening ${unique}`)
    await translation.getByLabel('Aprašymas angliškai').fill('An evening the administrator translated into English.')
    await translation.getByLabel('Paskelbti vertimą (kitaip jis lieka juodraštis)').check()
    await expectNoAxeViolations()
    await translation.getByRole('button', { name: 'Išsaugoti vertimą' }).click()
    await expect(toast(page, 'Vertimas išsaugotas ir paskelbtas.')).toBeVisible()
    await expect(row.getByText('Vertimas paskelbtas')).toBeVisible()

    await expect(async () => {
      await visitor.goto(englishPage)
      await expect(visitor.getByRole('heading', { level: 1 })).toHaveText(`Translation evening ${unique}`, { timeout: 1000 })
    }).toPass({ timeout: 20_000 })
    await expect(visitor.getByText('Not yet translated — shown in Lithuanian')).toHaveCount(0)
    await expect(head('en')).toHaveAttribute('href', new RegExp(`${englishPage}$`))
  } finally {
    await visitorContext.close()
    await rest(`events?id=eq.${event!.id}`, { method: 'DELETE' })
  }
})

/** The sitemap's pages: each address with the alternates it names (none for a page in one language). */
function sitemapPages(xml: string) {
  return [...xml.matchAll(/<url><loc>([^<]+)<\/loc>(?:<lastmod>[^<]*<\/lastmod>)?((?:<xhtml:link [^>]+\/>)*)<\/url>/g)].map(([, loc, links]) => ({
    path: new URL(loc!).pathname,
    alternates: Object.fromEntries([...links!.matchAll(/hreflang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, new URL(href!).pathname])),
  }))
}

test('every page of the sitemap is served with its language, a self-referencing canonical and the same reciprocal alternates as the sitemap', async ({ request }) => {
  test.slow()
  const pages = sitemapPages(await (await request.get('/sitemap.xml')).text())
  const listed = new Set(pages.map(({ path }) => path))
  // The fixed pages are in both languages; an untranslated entry's English page is not listed.
  for (const path of ['/', '/en', '/lituanistinis-mokymas', '/en/lituanistinis-mokymas', '/en/privatumo-politika', '/en/naudojimo-salygos']) expect(listed, path).toContain(path)
  // Other journeys add, translate and remove entries meanwhile: a page is compared with the sitemap
  // as it is when the page is read, and one that has gone is skipped.
  const sitemapNow = async () => sitemapPages(await (await request.get('/sitemap.xml')).text())
  for (const page of pages) {
    const { path } = page
    let { alternates } = page
    const response = await request.get(path)
    if (response.status() !== 200) continue
    const html = await response.text()
    const english = path === '/en' || path.startsWith('/en/')
    expect(html, path).toContain(`<html lang="${english ? 'en-GB' : 'lt'}"`)
    const canonical = html.match(/<link [^>]*rel="canonical" href="([^"]+)"/)?.[1]
    expect(canonical && new URL(canonical).pathname, path).toBe(path)
    const inHead = Object.fromEntries([...html.matchAll(/<link [^>]*rel="alternate" hrefLang="([^"]+)" href="([^"]+)"/g)].map(([, lang, href]) => [lang, new URL(href!).pathname]))
    if (JSON.stringify(inHead) !== JSON.stringify(alternates)) alternates = (await sitemapNow()).find((page) => page.path === path)?.alternates ?? {}
    expect(inHead, path).toEqual(alternates)
    expect(html.match(/<meta [^>]*property="og:locale" content="([^"]+)"/)?.[1], path).toBe(english ? 'en_GB' : 'lt_LT')
    if (Object.keys(alternates).length === 0) continue
    expect(Object.keys(alternates).sort(), path).toEqual(['en', 'lt', 'x-default'])
    // Reciprocal: each alternate is listed and names the same set.
    const other = english ? alternates.lt : alternates.en
    expect([pages, await sitemapNow()].some((list) => JSON.stringify(list.find((page) => page.path === other)?.alternates) === JSON.stringify(alternates)), path).toBe(true)
  }
})

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false })

  test('every English page’s navigation, headings, buttons, labels and fields are English, save what is marked Lithuanian', async ({ page, request }) => {
    test.slow()
    const lithuanianLetters = /[ąčęėįšųūž]/i
    /**
     * The UI text of the page: its links, buttons, labels, headings, fields and their names, less
     * what is marked Lithuanian (an entry's, event's or article's own words without a translation).
     * A name made of UI words around such content ('Register: Kūčių vakaronė') is checked without it.
     */
    const uiTexts = () =>
      page.locator('body').evaluate((root) => {
        const marked = Array.from(root.querySelectorAll('[lang="lt"]')).map((element) => element.textContent?.trim() ?? '').filter(Boolean)
        const unmarked = (text: string) => marked.reduce((rest, content) => rest.replaceAll(content, ''), text)
        return Array.from(root.querySelectorAll('a, button, label, legend, h1, h2, h3, nav, th, option, summary, [aria-label], [placeholder], [title], img[alt]'))
          .filter((element) => !element.closest('[lang="lt"]'))
          .flatMap((element) => [
            element.getAttribute('aria-label') ?? '',
            element.getAttribute('placeholder') ?? '',
            element.getAttribute('title') ?? '',
            element.getAttribute('alt') ?? '',
            element.children.length ? '' : (element.textContent ?? ''),
          ])
          .map((text) => unmarked(text).trim())
          .filter(Boolean)
      })
    // Every fixed page, and one page of each kind of item the sitemap lists in English or not.
    const sitemap = await (await request.get('/sitemap.xml')).text()
    const itemPaths = ['/mokykla/', '/bendruomene/', '/renginiai/', '/naujienos/', '/skelbimai/'].map((prefix) => sitemap.match(new RegExp(`<loc>[^<]*?(${prefix}[^<]+)</loc>`))?.[1]).filter((path): path is string => path !== undefined)
    const found: string[] = []
    for (const path of [...englishFixedPublicPaths, ...itemPaths.map((path) => `/en${path}`)]) {
      await page.goto(path)
      for (const text of await uiTexts()) if (lithuanianLetters.test(text)) found.push(`${path}: ${text}`)
    }
    expect(found).toEqual([])
    // The home page's own words.
    await page.goto('/en')
    await expect(page.getByRole('heading', { level: 1, name: 'Lithuanians in the United Kingdom' })).toBeVisible()
    await expect(page.getByRole('heading', { name: 'Coming events' })).toBeVisible()
    await expect(page.getByRole('link', { name: 'Find out more' })).toHaveAttribute('href', '/en/apie-mus')
  })
})
