import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { communities } from '@/testing/fixtures/communities'
import { directoryPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { CommunitiesPage } from './communities-page'

describe('CommunitiesPage', () => {
  it('filters by text, location and type, with chips, count line and the empty state', async () => {
    const user = userEvent.setup()
    const { location } = renderWithProviders(<CommunitiesPage />, { route: '/bendruomenes', pageData: directoryPageData('communities', communities) })
    const status = () => screen.getAllByRole('status').find((el) => el.textContent?.startsWith('Rodoma'))!
    expect(status()).toHaveTextContent('Rodoma: 11 iš 11 bendruomenių')

    await user.selectOptions(screen.getByLabelText('Tipas'), 'pagrindine')
    expect(status()).toHaveTextContent('Rodoma: 6 iš 11 bendruomenių')
    expect(location.current).toBe('/bendruomenes?tipas=pagrindine')

    await user.type(screen.getByLabelText('Paieška'), 'kardifas')
    expect(screen.getByRole('heading', { name: 'Velso lietuvių bendruomenė' })).toBeInTheDocument()
    const chips = screen.getByRole('list', { name: 'Aktyvūs filtrai' })
    expect(within(chips).getAllByRole('button')).toHaveLength(2)

    await user.selectOptions(screen.getByLabelText('Vietovė'), 'Glazgas')
    expect(screen.getByRole('heading', { name: 'Bendruomenių nerasta' })).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Išvalyti filtrus' })[0])
    expect(status()).toHaveTextContent('Rodoma: 11 iš 11 bendruomenių')
    expect(location.current).toBe('/bendruomenes')
  })
})
