import { paths, routePatterns } from '../../src/app/paths'
import { fixedPaths, patternValues } from '../../src/testing/app-paths'
import { englishFixedPublicPaths } from '../../src/app/public-paths'
import type { Page } from '@playwright/test'
import { axeViolations } from '../../scripts/lib/axe.mjs'
import { settle, trackRequests } from '../../scripts/lib/settle.mjs'
import { axeTags, expect, expectNoAxeViolationsOn, test, type Persona } from './fixtures'

/**
 * axe-core (WCAG 2.x A/AA plus best practices) on every route of the route table, signed out
 * and signed in as the seeded member and admin, at desktop width and at 375 px (`@phone`); the
 * English public pages signed out at desktop width (the bench checks them at 375 px). The routes
 * are those of src/app/paths.ts, which the router declares exactly; a new parameterised route
 * without example URLs here fails this file.
 */

/** Example URLs for the route table's parameterised patterns: one page and one miss each. */
const examples: Record<string, string[]> = {
  [routePatterns.communityDetail]: [paths.communities.detail('londono-lietuviu-bendruomene'), paths.communities.detail('nera')],
  [routePatterns.communityAlternate]: [paths.communities.alternate('org-01'), paths.communities.alternate('nera')],
  [routePatterns.collectiveDetail]: [paths.collectives.detail('choras-gintaras'), paths.collectives.detail('nera')],
  [routePatterns.sportsDetail]: [paths.sports.detail('londono-vilkai'), paths.sports.detail('nera')],
  [routePatterns.schoolDetail]: [paths.schools.detail('kardifo-lituanistine-mokykla-kregzdute'), paths.schools.detail('nera')],
  [routePatterns.eventDetail]: [paths.event('kaledine-muge'), paths.event('nera')],
  [routePatterns.classifiedDetail]: [paths.classified('00000000-0000-4000-a000-000000000001'), paths.classified('nera')],
  [routePatterns.articleDetail]: [paths.article('londono-bendruomenes-metinis-susirinkimas'), paths.article('nera')],
  '*': ['/sio-puslapio-nera'],
}

function routeUrls(): string[] {
  // The router declares exactly these (src/app/router-paths.test.tsx), plus the 404 page.
  return [...fixedPaths, ...patternValues, '*'].flatMap((pattern) => {
    if (pattern === '*' || pattern.includes(':')) {
      const urls = examples[pattern]
      if (!urls) throw new Error(`a11y.spec.ts: add example URLs for the route ${pattern}`)
      return urls
    }
    return [pattern]
  })
}

const personas = ['signed out', 'member', 'admin'] as const satisfies readonly Persona[]

const urls = routeUrls()

/** The header's words on a Lithuanian and on an English page. */
const chrome = {
  lt: { menu: 'Meniu', signIn: 'Prisijungti', account: /^Mano paskyra:/, loading: 'Kraunama...' },
  en: { menu: 'Menu', signIn: 'Sign in', account: /^My account:/, loading: 'Loading...' },
}

/** The public pages in English: their chrome and text differ; the layout checked above is the same. */
const englishUrls = [
  ...englishFixedPublicPaths,
  ...[
    paths.schools.detail('kardifo-lituanistine-mokykla-kregzdute'),
    paths.communities.detail('londono-lietuviu-bendruomene'),
    paths.event('kaledine-muge'),
    paths.article('londono-bendruomenes-metinis-susirinkimas'),
    paths.classified('00000000-0000-4000-a000-000000000001'),
  ].map((path) => `/en${path}`),
]

const cases = [...personas.flatMap((persona) => urls.map((url) => ({ persona, url }))), ...englishUrls.map((url) => ({ persona: 'signed out' as const, url }))]

const isEnglish = (url: string) => url === '/en' || url.startsWith('/en/')

/**
 * Loads `url` in a persona's tab and runs axe on it once everything the page loads has loaded,
 * the parts loaded on scrolling included.
 */
async function checkPage(page: Page, url: string, persona: Persona) {
  const words = isEnglish(url) ? chrome.en : chrome.lt
  // The tab outlives the test: its requests are followed for this page only.
  const requests = trackRequests(page)
  try {
    await page.goto(url)
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    const header = page.getByRole('banner')
    // At phone width the account controls are in the menu: open it to check them, then close
    // it, so axe sees the page as it first shows (the open menu covers part of it).
    const menu = header.getByRole('button', { name: words.menu })
    const hasMenu = await menu.isVisible()
    if (hasMenu) await menu.click()
    if (persona === 'signed out') await expect(header.getByRole('button', { name: words.signIn })).toBeVisible()
    else await expect(header.getByRole('link', { name: words.account })).toBeVisible()
    if (hasMenu) await menu.click()
    // Parts further down load as the reader nears them (the About page's contact form): scroll
    // through the page, so axe checks them loaded.
    await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight))
    await expect(page.getByText(words.loading)).toHaveCount(0)
    await settle(page, requests)
    // Back at the top: on a phone, the sticky header would cover the links at the top of the
    // last screen, which axe then counts as too small to tap.
    await page.evaluate(() => window.scrollTo(0, 0))
    await expectNoAxeViolationsOn(page)
  } finally {
    requests.stop()
  }
}

for (const { persona, url } of cases) {
  // An English page's layout is the Lithuanian one's with other words: the journeys check it at
  // desktop width; the bench's load step checks it at 375 px (npm run bench:web).
  test(`${persona}: ${url}${isEnglish(url) ? '' : ' @phone'}`, async ({ tabOf }) => {
    await checkPage(await tabOf(persona), url, persona)
  })
}

// The check runs axe in its faster mode (scripts/lib/axe.mjs): it must still find what it is for.
test('the check itself finds an unlabelled field, a picture without text and faint text', async ({ page }) => {
  await page.setContent(`<!doctype html><html lang="lt"><title>Bandymas</title><body><main><h1>Bandymas</h1>
    <input type="text"><img src="data:image/gif;base64,R0lGODlhAQABAAAAACw=">
    <p style="color:#ccc;background:#fff">Blankus tekstas</p></main></body></html>`)
  const rules = await axeViolations(page, axeTags).then((found) => found.map((violation) => violation.split(':')[0]))
  expect(rules).toEqual(expect.arrayContaining(['label', 'image-alt', 'color-contrast']))
})
