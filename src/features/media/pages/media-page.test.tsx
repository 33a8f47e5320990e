import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { mediaOutlets } from '@/testing/fixtures/media-outlets'
import { answerListPagesWith } from '@/testing/directory-api'
import { directoryListPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { MediaPage } from './media-page'

describe('MediaPage', () => {
  it('filters by category in the address, opens websites in a new tab and disables a missing one', async () => {
    const user = userEvent.setup()
    const { calls } = answerListPagesWith([])
    const { location } = renderWithProviders(<MediaPage />, { route: '/ziniasklaida', pageData: directoryListPageData('media', mediaOutlets) })
    expect(screen.getByText(/Rasta 7 žiniasklaidos priemonės/)).toBeInTheDocument()
    expect(screen.getByRole('button', { name: 'Svetainės nėra' })).toBeDisabled()
    const visit = screen.getByRole('link', { name: /Aplankyti svetainę.*Žurnalas „Lietuvis JK“.*atidaroma naujame lange/ })
    expect(visit).toHaveAttribute('target', '_blank')
    expect(visit).toHaveAttribute('href', 'https://zurnalas.example.org')

    await user.selectOptions(screen.getByLabelText('Kategorija'), 'Žurnalai')
    expect(location.current).toBe('/ziniasklaida?kategorija=%C5%BDurnalai')
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ chosen: [{ field: 'category', value: 'Žurnalai' }] }))
    expect(await screen.findByRole('heading', { name: 'Žiniasklaidos priemonių nerasta' })).toBeInTheDocument()
  })
})
