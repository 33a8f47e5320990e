import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { NewsPage } from './news-page'

describe('NewsPage', () => {
  it('really filters by the category buttons', async () => {
    renderWithProviders(<NewsPage />, { route: '/naujienos' })
    expect(screen.getByRole('status')).toHaveTextContent('Straipsnių: 5')
    await userEvent.click(screen.getByRole('button', { name: 'Verslas' }))
    expect(screen.getByRole('button', { name: 'Verslas' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Straipsnių: 1')
    expect(screen.getByRole('heading', { name: /verslo forumą/ })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Visos' }))
    expect(screen.getByRole('status')).toHaveTextContent('Straipsnių: 5')
  })
})
