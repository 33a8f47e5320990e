import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { supabase } from '@/lib/supabase/client'
import { answerPublicReads } from '@/testing/directory-api'
import { renderWithProviders } from '@/testing/render'
import { CommunityPage } from './community-page'

/** The logo is a public read: a plain fetch of the data API. */
function renderWithLogo(logos: { logo_url: string; alt_text: string }[]) {
  answerPublicReads({ community_logos: logos, community_benefits: [] })
  renderWithProviders(
    <SessionTestProvider value={fakeSession(supabase)}>
      <CommunityPage />
    </SessionTestProvider>,
    { route: '/bendruomene/lidso-lietuviu-bendruomene', path: '/bendruomene/:slug' },
  )
  return screen.getByRole('heading', { level: 1 }).closest('section') as HTMLElement
}

describe('CommunityPage hero logo', () => {
  it('shows the logo from the server', async () => {
    const hero = renderWithLogo([{ logo_url: 'https://example.org/lidsas.png', alt_text: 'Lidso bendruomenės ženklas' }])
    expect(await within(hero).findByRole('img', { name: 'Lidso bendruomenės ženklas' })).toHaveAttribute('src', 'https://example.org/lidsas.png')
  })

  it('falls back to the placeholder when the server has none', async () => {
    const hero = renderWithLogo([])
    await waitFor(() => expect(within(hero).getByRole('img', { name: 'Lidso lietuvių bendruomenė logotipas' })).toHaveAttribute('src', '/images/placeholder-logo.svg'))
    expect(screen.getByRole('heading', { level: 1, name: 'Lidso lietuvių bendruomenė' })).toBeInTheDocument()
  })
})
