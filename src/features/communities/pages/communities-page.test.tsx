import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { communities } from '@/testing/fixtures/communities'
import { answerListPagesWith } from '@/testing/directory-api'
import { publishedEntry } from '@/testing/directory-entries'
import { directoryListPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { communitiesDirectory } from '@/features/directory/definitions/communities'
import { CommunitiesPage } from './communities-page'

describe('CommunitiesPage', () => {
  it('filters by text, location and type in the address, with chips, count line and the empty state', async () => {
    const user = userEvent.setup()
    const wales = communities.filter((community) => community.location === 'Kardifas')
    const { calls } = answerListPagesWith(wales.map((community, index) => publishedEntry('communities', communitiesDirectory.toEntry(community), index)))
    const { location } = renderWithProviders(<CommunitiesPage />, { route: '/bendruomenes', pageData: directoryListPageData('communities', communities) })
    const status = () => screen.getAllByRole('status').find((el) => el.textContent?.startsWith('Rodoma'))!
    expect(status()).toHaveTextContent('Rodoma: 11 iš 11 bendruomenių')

    await user.selectOptions(screen.getByLabelText('Tipas'), 'pagrindine')
    expect(location.current).toBe('/bendruomenes?tipas=pagrindine')
    await user.type(screen.getByLabelText('Paieška'), 'kardifas')
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ query_text: 'kardifas', chosen: [{ field: 'type', value: 'pagrindine', missing: 'regionine' }] }))
    expect(await screen.findByRole('heading', { name: 'Velso lietuvių bendruomenė' })).toBeInTheDocument()
    expect(status()).toHaveTextContent(`Rodoma: ${wales.length} iš ${wales.length}`)
    const chips = screen.getByRole('list', { name: 'Aktyvūs filtrai' })
    expect(within(chips).getAllByRole('button')).toHaveLength(2)

    await user.click(screen.getAllByRole('button', { name: 'Išvalyti filtrus' })[0]!)
    expect(location.current).toBe('/bendruomenes')
  })
})
