import type { ReactElement, ReactNode } from 'react'
import { render, type RenderOptions } from '@testing-library/react'
import { HelmetProvider } from 'react-helmet-async'
import { createMemoryRouter, RouterProvider } from 'react-router-dom'
import { QueryClient, QueryClientProvider } from '@tanstack/react-query'

type RenderWithRouterOptions = Omit<RenderOptions, 'wrapper'> & {
  /** Initial URL, e.g. '/bendruomenes?q=londonas'. */
  route?: string
  /** Route pattern the element is mounted at, e.g. '/bendruomene/:slug'. */
  path?: string
}

export function createTestQueryClient() {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } })
}

/** Renders `ui` inside a fresh QueryClient, HelmetProvider and memory router; tests never share a client. */
export function renderWithProviders(ui: ReactElement, { route = '/', path = '*', ...options }: RenderWithRouterOptions = {}) {
  const queryClient = createTestQueryClient()
  const router = createMemoryRouter(
    [
      { path, element: ui },
      { path: '*', element: <p>kitas puslapis</p> },
    ],
    { initialEntries: [route] },
  )
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <HelmetProvider>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </HelmetProvider>
  )
  return { router, queryClient, ...render(<RouterProvider router={router} />, { wrapper: Wrapper, ...options }) }
}
