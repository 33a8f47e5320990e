import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { renderWithProviders } from '@/testing/render'
import { CommunityAlternatePage } from './community-alternate-page'

describe('CommunityAlternatePage', () => {
  it('opens the membership dialog from "Tapti nariu" instead of leaving the page', async () => {
    const { location } = renderWithProviders(
      <SessionTestProvider value={fakeSession({})}>
        <CommunityAlternatePage />
      </SessionTestProvider>,
      { route: '/community/org-01', path: '/community/:id' },
    )
    expect(screen.getByRole('heading', { level: 1, name: 'Londono lietuvių bendruomenė' })).toBeInTheDocument()
    expect(screen.queryByRole('link', { name: 'Tapti nariu' })).not.toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Tapti nariu' }))
    expect(await screen.findByRole('dialog', { name: 'Prisijungimas reikalingas' })).toBeInTheDocument()
    expect(screen.getByText('Norint tapti bendruomenės nariu, turite būti prisijungę prie sistemos.')).toBeInTheDocument()
    expect(location.current).toBe('/community/org-01')
  })
})
