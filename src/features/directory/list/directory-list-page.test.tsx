import { describe, expect, it } from 'vitest'
import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mediaOutlets } from '@/testing/fixtures/media-outlets'
import { mediaList } from '@/features/media/media-list'
import { answerListPagesWith } from '@/testing/directory-api'
import { publishedEntry } from '@/testing/directory-entries'
import { directoryListPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { mediaDirectory } from '../definitions/media'
import { DirectoryListPage } from './directory-list-page'

const entries = mediaOutlets.map((outlet, index) => publishedEntry('media', mediaDirectory.toEntry(outlet), index))

/** The list as a prerendered page arrives: with its first page in its data. */
function renderList(route: string, pageData: Record<string, unknown> = directoryListPageData('media', mediaOutlets)) {
  const view = renderWithProviders(<DirectoryListPage definition={mediaList()} />, { route: `/ziniasklaida${route}`, pageData })
  return { ...view, user: userEvent.setup() }
}

const grid = () => screen.getByRole('heading', { name: 'Rezultatai' }).parentElement!.nextElementSibling as HTMLElement
const cardTitles = () => within(grid()).getAllByRole('heading').map((h) => h.textContent)

describe('DirectoryListPage', () => {
  it('renders the definition from the page data: head, hero, the result line and the cards', () => {
    renderList('')
    expect(screen.getByRole('heading', { level: 1, name: 'Lietuviška žiniasklaida JK' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(`Rasta ${mediaOutlets.length} žiniasklaidos priemonės`)
    expect(cardTitles()).toHaveLength(mediaOutlets.length)
    expect(screen.queryByRole('navigation', { name: 'Sąrašo puslapiai' })).not.toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it('reached by navigation, says it is loading, then lists the page the database answers', async () => {
    const { calls } = answerListPagesWith(entries.slice(0, 3))
    renderList('', {})
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…')
    expect(await screen.findByText('Rasta 3 žiniasklaidos priemonės')).toBeInTheDocument()
    expect(cardTitles()).toHaveLength(3)
    expect(calls()).toEqual([expect.objectContaining({ list_directory: 'media', query_text: '', chosen: [], page_number: 1, page_size: 24 })])
  })

  it('says so when the directory cannot be read', async () => {
    renderList('', {})
    expect(await screen.findByText('Nepavyko įkelti sąrašo. Patikrinkite ryšį ir atnaujinkite puslapį.')).toHaveAttribute('role', 'status')
    expect(screen.queryByRole('heading', { name: 'Rezultatai' })).not.toBeInTheDocument()
  })

  it('links to every page of a long list, and asks the database for the page the address names', async () => {
    const { calls } = answerListPagesWith(entries.slice(0, 2), { total: 50 })
    renderList('?puslapis=2', {})
    const pages = await screen.findByRole('navigation', { name: 'Sąrašo puslapiai' })
    expect(within(pages).getByRole('link', { name: 'Ankstesnis puslapis' })).toHaveAttribute('href', '/ziniasklaida')
    expect(within(pages).getByRole('link', { name: 'Kitas puslapis' })).toHaveAttribute('href', '/ziniasklaida?puslapis=3')
    expect(within(pages).getByText('Puslapis 2 iš 3')).toBeInTheDocument()
    expect(calls().at(-1)).toMatchObject({ page_number: 2 })
    expect(document.head.querySelector('link[rel="next"]')).toHaveAttribute('href', expect.stringMatching(/\/ziniasklaida\?puslapis=3$/))
  })

  it('reads a filter value it does not offer as no filter, and a valid one as a chip that can be removed', async () => {
    const { calls } = answerListPagesWith(entries.slice(0, 2))
    const unknown = renderList('?kategorija=Televizija')
    expect(screen.getByLabelText('Kategorija')).toHaveValue('')
    expect(screen.queryByRole('list', { name: 'Aktyvūs filtrai' })).not.toBeInTheDocument()
    unknown.unmount()

    const { user, location } = renderList('?kategorija=Radijo%20stotys&puslapis=2')
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ chosen: [{ field: 'category', value: 'Radijo stotys', missing: 'Portalai' }], page_number: 2 }))
    await user.click(screen.getByRole('button', { name: 'Pašalinti filtrą: Radijo stotys' }))
    // A changed filter starts again on the first page: here the whole list's, which the page carries.
    expect(location.current).toBe('/ziniasklaida')
    expect(await screen.findByText(`Rasta ${mediaOutlets.length} žiniasklaidos priemonės`)).toBeInTheDocument()
  })

  it('searches in the database as the visitor types, and the field is a form that works without scripts', async () => {
    const { calls } = answerListPagesWith(entries.slice(0, 1))
    const { user } = renderList('')
    const field = screen.getByRole('searchbox', { name: 'Paieška' })
    expect(field).toHaveAttribute('name', 'q')
    expect(field.closest('form')).toHaveAttribute('method', 'get')
    expect(screen.getByRole('button', { name: 'Ieškoti' })).toHaveAttribute('type', 'submit')
    await user.type(field, 'radijas')
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ query_text: 'radijas' }))
    expect(await screen.findByText('Rasta 1 žiniasklaidos priemonė')).toBeInTheDocument()
  })

  it('has an empty state that clears every filter', async () => {
    answerListPagesWith([])
    const { user } = renderList('?q=niekas-nerasta')
    expect(await screen.findByRole('heading', { name: 'Žiniasklaidos priemonių nerasta' })).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Išvalyti filtrus' })[0]!)
    expect(await screen.findByText(`Rasta ${mediaOutlets.length} žiniasklaidos priemonės`)).toBeInTheDocument()
  })
})
