import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { articleSummaries } from '@/testing/fixtures/articles'
import { renderWithProviders } from '@/testing/render'
import { TravelPage } from './travel-page'

describe('TravelPage', () => {
  it('lists the travel articles only, each a link to its page', () => {
    renderWithProviders(<TravelPage />, { route: '/keliones', pageData: { articles: articleSummaries } })
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Kelionė į Edinburgą traukiniu'])
    expect(screen.getByRole('link', { name: 'Kelionė į Edinburgą traukiniu' })).toHaveAttribute('href', '/naujienos/kelione-i-edinburga')
    expect(screen.queryByText(/nuo £|£\d/)).not.toBeInTheDocument()
  })

  it('says so when there are none yet', () => {
    renderWithProviders(<TravelPage />, { route: '/keliones', pageData: { articles: [] } })
    expect(screen.getByRole('status')).toHaveTextContent('Straipsnių apie keliones dar nėra')
  })
})
