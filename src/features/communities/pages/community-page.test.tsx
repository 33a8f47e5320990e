import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { supabase } from '@/lib/supabase/client'
import { communities } from '@/testing/fixtures/communities'
import { answerPublicReads } from '@/testing/directory-api'
import { directoryEntryPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { CommunityPage } from './community-page'

const slug = 'lidso-lietuviu-bendruomene'

/** The page arrives with the community in its data; the logo is a public read: a plain fetch of the data API. */
function renderWithLogo(logos: { logo_url: string; alt_text: string }[]) {
  answerPublicReads({ community_logos: logos, community_benefits: [] })
  renderWithProviders(
    <SessionTestProvider value={fakeSession(supabase)}>
      <CommunityPage />
    </SessionTestProvider>,
    { route: `/bendruomene/${slug}`, path: '/bendruomene/:slug', pageData: directoryEntryPageData('communities', slug, communities.find((community) => community.id === slug)!) },
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
