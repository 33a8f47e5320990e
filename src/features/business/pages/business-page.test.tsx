import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { BusinessPage } from './business-page'

describe('BusinessPage tabs', () => {
  it('opens the catalogue by default, switches with the keyboard and keeps the tab in the URL', async () => {
    const user = userEvent.setup()
    const { location } = renderWithProviders(<BusinessPage />, { route: '/verslas' })
    expect(screen.getByRole('tab', { name: 'Katalogas' })).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('tab', { name: 'Katalogas' }))
    await user.keyboard('{ArrowRight}')
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Skelbimai' })).toHaveAttribute('aria-selected', 'true'))
    expect(location.current).toBe('/verslas?skiltis=skelbimai')
    expect(screen.getByRole('link', { name: 'Žiūrėti visus skelbimus' })).toBeInTheDocument()
  })

  it('restores the tab from the URL', () => {
    renderWithProviders(<BusinessPage />, { route: '/verslas?skiltis=specialistai' })
    expect(screen.getByRole('tab', { name: 'Specialistai' })).toHaveAttribute('aria-selected', 'true')
    expect(screen.getByText('Dr. Rasa Jonaitienė')).toBeInTheDocument()
  })
})
