import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { answerDirectoryWith } from '@/testing/directory-api'
import { renderWithProviders } from '@/testing/render'
import { SportsClubPage } from './sports-club-page'

const open = (slug: string) => renderWithProviders(<SportsClubPage />, { route: `/sportas/${slug}`, path: '/sportas/:slug' })

describe('SportsClubPage', () => {
  it.each(['londono-vilkai', 's1'])('opens by slug or id (%s)', (slug) => {
    open(slug)
    expect(screen.getByRole('heading', { level: 1, name: 'Krepšinio klubas „Londono Vilkai“' })).toBeInTheDocument()
    expect(screen.getByText('JK lietuvių krepšinio taurė 2023')).toBeInTheDocument()
  })

  it('shows default achievements and moves focus to the contacts from "Susisiekti"', async () => {
    const user = userEvent.setup()
    open('manchester-lituanica')
    expect(screen.getByText('Pasaulio lietuvių sporto žaidynių dalyviai')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Susisiekti' }))
    expect(document.activeElement?.id).toBe('kontaktai')
  })

  it('says "Sporto organizacija nerasta" once the directory answers without the slug', async () => {
    answerDirectoryWith([])
    open('nera-tokio')
    expect(await screen.findByRole('heading', { name: 'Sporto organizacija nerasta' })).toBeInTheDocument()
  })
})
