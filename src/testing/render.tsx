import type { ReactElement, ReactNode } from 'react'
import { render, type RenderOptions } from '@testing-library/react'
import { memoryLocation } from 'wouter/memory-location'
import { Route, Router, Switch, useLocation } from '@/lib/routing'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { PageDataProvider } from '@/lib/page-data/page-data-context'
import { PageDataStore } from '@/lib/page-data/page-data-store'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'

type RenderWithRouterOptions = Omit<RenderOptions, 'wrapper'> & {
  /** Initial URL, e.g. '/bendruomenes?q=londonas'. */
  route?: string
  /** Route pattern the element is mounted at, e.g. '/bendruomene/:slug'. */
  path?: string
  /** The data the page arrived with, by key, as a prerendered page carries it; absent keys are read. */
  pageData?: Record<string, unknown>
}

/** Records the current URL (path + search + hash) so tests can assert navigation. */
function LocationProbe({ onChange }: { onChange: (value: string) => void }) {
  const { pathname, search, hash } = useLocation()
  onChange(`${pathname}${search}${hash}`)
  return null
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}

/** Renders `ui` inside a fresh QueryClient and memory router; tests never share a client. */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', pageData = {}, ...options }: RenderWithRouterOptions = {}) {
  const queryClient = createTestQueryClient()
  const pageDataStore = PageDataStore.forBrowser({ path: route, revision: 0, values: pageData })
  const location = { current: route }
  const memory = memoryLocation({ path: route, record: true })
  // A signed-out visitor unless the test wraps its element in a session of its own.
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={queryClient}>
      <SessionTestProvider value={fakeSession(null)}>
        <PageDataProvider store={pageDataStore}>
          <Router hook={memory.hook} searchHook={memory.searchHook}>
            {children}
          </Router>
        </PageDataProvider>
      </SessionTestProvider>
    </QueryClientProvider>
  )
  const tree = (
    <>
      <Switch>
        {path === '*' ? <Route>{ui}</Route> : <Route path={path}>{ui}</Route>}
        <Route>
          <p>kitas puslapis</p>
        </Route>
      </Switch>
      <LocationProbe onChange={(value) => (location.current = value)} />
    </>
  )
  return { location, queryClient, pageDataStore, ...render(tree, { wrapper: Wrapper, ...options }) }
}
