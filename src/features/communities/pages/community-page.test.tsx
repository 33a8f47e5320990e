import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { queryClient } from '@/lib/query-client'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { supabase } from '@/lib/supabase/client'
import { fakeQuery, type FakeResult } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import { CommunityPage } from './community-page'

/** Spied on, not module-mocked: the fetchers import the client dynamically and concurrently. */
function renderWithLogo(logo: FakeResult) {
  vi.spyOn(supabase, 'from').mockImplementation((table: string) => fakeQuery(table === 'community_logos' ? logo : { data: [] }) as never)
  renderWithProviders(
    <SessionTestProvider value={fakeSession(supabase)}>
      <CommunityPage />
    </SessionTestProvider>,
    { route: '/bendruomene/lidso-lietuviu-bendruomene', path: '/bendruomene/:slug' },
  )
  return screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement
}

describe('CommunityPage hero logo', () => {
  afterEach(() => {
    queryClient.clear()
    vi.restoreAllMocks()
  })

  it('shows the logo from the server', async () => {
    const hero = renderWithLogo({ data: { logo_url: 'https://example.org/lidsas.png', alt_text: 'Lidso bendruomenės ženklas' } })
    expect(await within(hero).findByRole('img', { name: 'Lidso bendruomenės ženklas' })).toHaveAttribute('src', 'https://example.org/lidsas.png')
  })

  it('falls back to the placeholder when the server has none', async () => {
    const hero = renderWithLogo({ data: null })
    await waitFor(() => expect(within(hero).getByRole('img', { name: 'Lidso lietuvių bendruomenė logotipas' })).toHaveAttribute('src', '/images/placeholder-logo.svg'))
    expect(screen.getByRole('heading', { level: 1, name: 'Lidso lietuvių bendruomenė' })).toBeInTheDocument()
  })
})
