import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { ClassifiedsPage } from './classifieds-page'

describe('ClassifiedsPage', () => {
  it('filters by category chip and search together', async () => {
    renderWithProviders(<ClassifiedsPage />, { route: '/skelbimai' })
    expect(screen.getByRole('status')).toHaveTextContent('Skelbimų: 6')
    await userEvent.click(screen.getByRole('button', { name: 'Būstas' }))
    expect(screen.getByRole('button', { name: 'Būstas' })).toHaveAttribute('aria-pressed', 'true')
    expect(screen.getByRole('status')).toHaveTextContent('Skelbimų: 1')
    await userEvent.type(screen.getByLabelText('Paieška skelbimuose'), 'vairuotojas')
    expect(screen.getByRole('heading', { name: 'Skelbimų nerasta' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Išvalyti filtrus' }))
    expect(screen.getByRole('status')).toHaveTextContent('Skelbimų: 6')
  })
})
