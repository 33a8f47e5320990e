import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mediaOutlets } from '@/testing/fixtures/media-outlets'
import { directoryPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { MediaPage } from './media-page'

describe('MediaPage', () => {
  it('filters by category with a chip, opens websites in a new tab and disables a missing one', async () => {
    const user = userEvent.setup()
    const { location } = renderWithProviders(<MediaPage />, { route: '/ziniasklaida', pageData: directoryPageData('media', mediaOutlets) })
    expect(screen.getByText(/Rasta 7 žiniasklaidos priemonės/)).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Kategorija'), 'Žurnalai')
    expect(screen.getByText(/Rasta 2 žiniasklaidos priemonės/)).toBeInTheDocument()
    expect(location.current).toContain('kategorija=')
    expect(screen.getByRole('button', { name: 'Svetainės nėra' })).toBeDisabled()
    const visit = screen.getByRole('link', { name: /Aplankyti svetainę.*Žurnalas „Lietuvis JK“.*atidaroma naujame lange/ })
    expect(visit).toHaveAttribute('target', '_blank')
    expect(visit).toHaveAttribute('href', 'https://zurnalas.example.org')

    const chips = screen.getByRole('list', { name: 'Aktyvūs filtrai' })
    await user.click(within(chips).getByRole('button', { name: 'Pašalinti filtrą: Žurnalai' }))
    await user.type(screen.getByLabelText('Paieška'), 'qqq')
    expect(screen.getByRole('heading', { name: 'Žiniasklaidos priemonių nerasta' })).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Išvalyti filtrus' })[0])
    expect(location.current).toBe('/ziniasklaida')
  })
})
