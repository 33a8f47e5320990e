import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { schools } from '@/testing/fixtures/schools'
import { directoryListPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { SchoolsPage } from './schools-page'

describe('SchoolsPage', () => {
  it('counts with Lithuanian plurals and shows the figures the database counts over every school', () => {
    renderWithProviders(<SchoolsPage />, { route: '/lituanistinis-mokymas', pageData: directoryListPageData('schools', schools) })
    expect(screen.getByText(/Rasta 18 mokyklų ir darželių/)).toBeInTheDocument()
    expect(screen.getByRole('option', { name: 'Mančesteris' })).toBeInTheDocument()
    // Schools give their pupils as '150+': the figure adds up the numbers and says so.
    expect(screen.getByText(/^[\d\s\u00a0]+\+$/)).toBeInTheDocument()
  })
})
