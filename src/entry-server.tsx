import { AsyncLocalStorage } from 'node:async_hooks'
import { renderToString } from 'react-dom/server'
import { prerender } from 'react-dom/static'
import { Router } from '@/lib/routing'
import { Providers } from '@/app/providers'
import { paths } from '@/app/paths'
import { pagedListPaths } from '@/features/directory/directory-pages'
import { AppRoutes } from '@/app/router'
import { PageDataProvider } from '@/lib/page-data/page-data-context'
import { pageDataScript } from '@/lib/page-data/page-data-script'
import { PageDataStore } from '@/lib/page-data/page-data-store'
import { readLatestRevision } from '@/lib/page-data/revision'
import { baseLocale, htmlLang, localeOfPath, localizedHref, routerBase, setLocaleSource, type Locale } from '@/lib/i18n/locale'
import { pageDependencies } from '@/app/content-changes'
import { nextChangeAt } from '@/app/page-clock'

export { englishFixedPublicPaths, fixedPublicPaths, listPublicPages, listUnlistedPrerenderRoutes, referenceRoute, detailPrefixes } from '@/app/prerender-routes'
export { readLatestRevision } from '@/lib/page-data/revision'
export { localeOfPath } from '@/lib/i18n/locale'
export { affectedDataKeys, readContentChanges, readsAny } from '@/app/content-changes'
export { isFeedPath, listFeedPaths, renderFeed } from '@/app/feeds'

/** Paths with their English twins ('/paskyra', '/en/paskyra'). */
function inBothLanguages(lithuanian: readonly string[]): string[] {
  return lithuanian.flatMap((path) => [path, localizedHref(path, 'en')])
}

/** The signed-in and admin areas (every admin route starts with the dashboard's path) and the pages a personal link opens: kept out of robots' reach. */
export const privatePaths = inBothLanguages([paths.account, paths.passwordReset, paths.emailUnsubscribe, paths.admin.dashboard])

/**
 * Pages whose render reads the address's query: a directory's list, paged (`?puslapis=2`, kept
 * like any page) and searched or filtered (`?q=…`, rendered for its request and kept nowhere).
 */
export const queryPagePaths = inBothLanguages(pagedListPaths)

/**
 * Pages served as the bare app shell, never rendered on the server: what they show depends on
 * who is signed in (the account, the admin area, the forms that need a member) or is read live
 * (the second community page). Each is a path or the start of one.
 */
export const shellPaths = [...privatePaths, ...inBothLanguages([paths.eventProposal, paths.classifiedNew, paths.communities.alternate('')])]

// The site's server may render an English and a Lithuanian page at once: each render's messages
// read the locale of their own render.
const renderLocale = new AsyncLocalStorage<Locale>()
setLocaleSource(() => renderLocale.getStore() ?? baseLocale)

function App({ url, store, locale }: { url: string; store: PageDataStore; locale: Locale }) {
  return (
    <Router ssrPath={url} base={routerBase(locale)}>
      <PageDataProvider store={store}>
        <Providers>
          <AppRoutes />
        </Providers>
      </PageDataProvider>
    </Router>
  )
}

/**
 * One rendered page: its status, its markup (head tags first, hoisted by React) and the data
 * block; the data keys and tags a change is matched against, and when time alone changes it.
 */
export type RenderedPage = { status: number; lang: string; html: string; dataScript: string; dataBytes: number; revision: number; dataKeys: string[]; refreshAt: string | null }

/**
 * Renders one page as a visitor reads it, on the server, from the database: the data API with the
 * public key, so row-level security decides what is public. The same function serves the build
 * (every public page) and the site's server (a page whose data changed, or one first asked for).
 * The first pass waits for the route's lazy page and for its data; the second renders it in one
 * piece, with no streaming scripts to swap Suspense content in: the page must read without
 * JavaScript and under a strict CSP. A read or render that fails throws: the caller keeps the
 * last good copy of the page.
 */
export async function render(url: string, { revision }: { revision?: number } = {}): Promise<RenderedPage> {
  const locale = localeOfPath(new URL(url, 'http://localhost').pathname)
  return renderLocale.run(locale, () => renderIn(locale, url, revision))
}

/** `known`: the change log's revision the caller read already (a build reads it once, not per page). */
async function renderIn(locale: Locale, url: string, known?: number): Promise<RenderedPage> {
  const revision = known ?? (await readLatestRevision())
  const store = PageDataStore.forServer(revision)
  const errors: unknown[] = []
  await prerender(<App url={url} store={store} locale={locale} />, { onError: (error) => void errors.push(error) })
  const failure = store.failures[0]?.error ?? errors[0]
  if (failure !== undefined) throw failure instanceof Error ? failure : new Error(String(failure))
  store.status = 200
  const html = renderToString(<App url={url} store={store} locale={locale} />)
  // A part that suspended in this pass would reach visitors as an empty boundary for the browser to fill.
  if (html.includes('<template data-msg=')) throw new Error(`${url}: part of the page was left to the browser`)
  const snapshot = store.snapshot(new URL(url, 'http://localhost').pathname)
  const dataScript = pageDataScript(snapshot)
  return {
    status: store.status,
    lang: htmlLang[locale],
    html,
    dataScript,
    dataBytes: new TextEncoder().encode(dataScript).length,
    revision,
    dataKeys: pageDependencies(snapshot.values),
    refreshAt: store.status === 200 ? nextChangeAt(snapshot.values) : null,
  }
}
