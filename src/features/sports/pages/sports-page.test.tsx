import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { sportsClubs } from '@/testing/fixtures/sports-clubs'
import { directoryListPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { SportsPage } from './sports-page'

/** The sports list as a prerendered page arrives: with the nine sample organisations published. */
const open = (route: string) => renderWithProviders(<SportsPage />, { route, pageData: directoryListPageData('sports', sportsClubs) })

describe('SportsPage', () => {
  it('shows every organisation of a short list on one page, with the figures of the whole directory', () => {
    open('/sportas')
    expect(screen.getAllByRole('link', { name: /^Plačiau:/ })).toHaveLength(9)
    expect(screen.queryByRole('navigation', { name: 'Sąrašo puslapiai' })).not.toBeInTheDocument()
  })

  it('counts members with the right Lithuanian form', () => {
    open('/sportas')
    expect(screen.getByText('22 nariai')).toBeInTheDocument()
  })
})
