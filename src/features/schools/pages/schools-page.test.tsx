import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { schools } from '@/testing/fixtures/schools'
import { directoryPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { SchoolsPage } from './schools-page'

describe('SchoolsPage', () => {
  it('counts with Lithuanian plurals, keeps filters in the URL and clears the empty state', async () => {
    const user = userEvent.setup()
    const { location } = renderWithProviders(<SchoolsPage />, { route: '/lituanistinis-mokymas', pageData: directoryPageData('schools', schools) })
    expect(screen.getByText(/Rasta 18 mokyklų ir darželių/)).toBeInTheDocument()

    await user.selectOptions(screen.getByLabelText('Regionas'), 'Mančesteris')
    expect(screen.getByText(/Rasta 3 mokyklos ir darželiai/)).toBeInTheDocument()
    expect(location.current).toBe('/lituanistinis-mokymas?regionas=Man%C4%8Desteris')

    await user.type(screen.getByLabelText('Paieška'), 'kiskutis')
    expect(screen.getByText(/Rasta 1 mokykla ar darželis/)).toBeInTheDocument()
    expect(screen.getByRole('heading', { name: 'Mančesterio lietuvių darželis „Kiškutis“' })).toBeInTheDocument()

    await user.click(screen.getByRole('button', { name: 'Pašalinti filtrą: Mančesteris' }))
    await user.type(screen.getByLabelText('Paieška'), 'qqq')
    expect(screen.getByRole('heading', { name: 'Mokyklų ir darželių nerasta' })).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Išvalyti filtrus' })[0])
    expect(screen.getByText(/Rasta 18 mokyklų ir darželių/)).toBeInTheDocument()
    expect(location.current).toBe('/lituanistinis-mokymas')
  })
})
