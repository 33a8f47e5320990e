import { StrictMode, startTransition } from 'react'
import { createRoot, hydrateRoot } from 'react-dom/client'
import { App } from '@/app/app'
import { htmlLang, localeOfPath, setLocaleSource } from '@/lib/i18n/locale'
import { readPageDataScript } from '@/lib/page-data/page-data-script'
import { PageDataStore } from '@/lib/page-data/page-data-store'
import { watchRevision } from '@/lib/page-data/watch-revision'
import './index.css'

// The page's language is its address's: every message speaks it until the next page load.
const locale = localeOfPath(location.pathname)
setLocaleSource(() => locale)
// The app shell (an account page under /en) arrives marked Lithuanian.
document.documentElement.lang = htmlLang[locale]
const container = document.getElementById('root')!
// The data the page was rendered from: hydration reads nothing again.
const snapshot = readPageDataScript(document)
const pageData = PageDataStore.forBrowser(snapshot?.path === location.pathname ? snapshot : null)
const app = (
  <StrictMode>
    <App pageData={pageData} locale={locale} />
  </StrictMode>
)

if (container.hasChildNodes()) {
  // A prerendered page: React re-creates the page's head tags itself, so the static copies go
  // (otherwise the first page's <title> would outlive client-side navigation).
  document.head.querySelectorAll('[data-prerendered]').forEach((element) => element.remove())
  // As a transition, hydration yields to the browser every few milliseconds instead of holding
  // the main thread until the whole page is interactive; the prerendered page is already painted.
  startTransition(() => {
    hydrateRoot(container, app)
  })
  // A copy from a cache may be older than the data: once idle, ask whether anything changed since.
  if (snapshot) watchRevision(pageData)
} else {
  createRoot(container).render(app)
}
