import { test as base, expect, type Page } from '@playwright/test'
import { axeViolations, wcagTags } from '../../scripts/lib/axe.mjs'
import { accounts, signIn, type Session } from './support/api'

/** supabase-js keys its stored session by the API host's first label (127.0.0.1 → "127"). */
export const AUTH_STORAGE_KEY = 'sb-127-auth-token'

/**
 * WCAG 2.0–2.2 A and AA rules, plus axe's best practices (one h1, heading order, landmarks,
 * content inside regions, a working skip link), which WCAG alone does not check.
 */
export const axeTags = [...wcagTags, 'best-practice']

/**
 * Runs axe-core on `page` and fails on any violation, listing each rule and its elements.
 * Off-screen directory cards use `content-visibility: auto`, so the browser may skip laying out
 * their contents, and axe then measures stale or empty boxes (a known axe-core limitation):
 * a link in the last card can read as smaller than 24 px. While axe runs, every element is laid
 * out, so it checks the page as a reader who scrolls there sees it.
 */
export async function expectNoAxeViolationsOn(page: Page) {
  const layOutEverything = await page.addStyleTag({ content: '* { content-visibility: visible !important; }' })
  const violations = await axeViolations(page, axeTags)
  await layOutEverything.evaluate((style) => style.parentNode?.removeChild(style))
  expect(violations, 'axe-core violations').toEqual([])
}

/** Who a page is opened as: nobody, or one of the seeded accounts. */
export type Persona = 'signed out' | keyof typeof accounts

type WorkerFixtures = {
  /**
   * One browser tab per persona and worker, signed in once and reused from test to test (the
   * accessibility journey visits every route as each persona: a fresh context per route would
   * reload every script and sign in again, tripling its run time). Each test still loads its
   * page in full. It lives here, not in that journey's file, because a worker only runs tests
   * with the same worker fixtures: a second set would start a new worker and browser whenever
   * the shuffled order switched between that journey and the others.
   */
  tabOf: (persona: Persona) => Promise<Page>
}

type Fixtures = {
  /** Runs axe-core on the current page and fails on any violation. */
  expectNoAxeViolations: (page?: Page) => Promise<void>
  /**
   * Signs in through the Auth API and hands the session to the app before its scripts run,
   * as a returning visitor would have it. The sign-in dialog itself has journeys of its own.
   */
  signInAs: (who: keyof typeof accounts | { email: string; password: string }, page?: Page) => Promise<Session>
}

export const test = base.extend<Fixtures, WorkerFixtures>({
  // Prerendered pages are visible before React hydrates them; a test acting earlier would lose
  // its input, as a very fast person would. Every navigation waits for hydration.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const goto = page.goto.bind(page)
      const reload = page.reload.bind(page)
      const hydrated = () => page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true')
      page.goto = async (...args) => {
        const response = await goto(...args)
        await hydrated()
        return response
      }
      page.reload = async (...args) => {
        const response = await reload(...args)
        await hydrated()
        return response
      }
    }
    await use(page)
  },
  expectNoAxeViolations: async ({ page }, use) => {
    await use((target = page) => expectNoAxeViolationsOn(target))
  },
  signInAs: async ({ page }, use) => {
    await use(async (who, target = page) => {
      const { email, password } = typeof who === 'string' ? accounts[who] : who
      const session = await signIn(email, password)
      await target.addInitScript(
        ([key, value]) => {
          // Once per tab, so signing out in the app is not undone by the next navigation.
          if (window.sessionStorage.getItem('e2e-session-set')) return
          window.localStorage.setItem(key, value)
          window.sessionStorage.setItem('e2e-session-set', '1')
        },
        [AUTH_STORAGE_KEY, JSON.stringify(session)] as const,
      )
      return session
    })
  },
  tabOf: [
    async ({ browser }, use, workerInfo) => {
      const { viewport, userAgent, deviceScaleFactor, isMobile, hasTouch, locale, timezoneId, baseURL } = workerInfo.project.use
      const open = async (persona: Persona) => {
        const session = persona === 'signed out' ? undefined : await signIn(accounts[persona].email, accounts[persona].password)
        const context = await browser.newContext({
          viewport,
          userAgent,
          deviceScaleFactor,
          isMobile,
          hasTouch,
          locale,
          timezoneId,
          baseURL,
          storageState: {
            cookies: [],
            origins: session ? [{ origin: baseURL!, localStorage: [{ name: AUTH_STORAGE_KEY, value: JSON.stringify(session) }] }] : [],
          },
        })
        return context.newPage()
      }
      const tabs = new Map<Persona, Promise<Page>>()
      await use((persona) => {
        if (!tabs.has(persona)) tabs.set(persona, open(persona))
        return tabs.get(persona)!
      })
      for (const tab of tabs.values()) await (await tab).context().close()
    },
    { scope: 'worker' },
  ],
})

export { expect }
