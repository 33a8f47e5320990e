import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mediaOutlets } from '@/testing/fixtures/media-outlets'
import { mediaList } from '@/features/media/media-list'
import { answerDirectoryWith } from '@/testing/directory-api'
import { publishedEntry } from '@/testing/directory-entries'
import { directoryPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { mediaDirectory } from '../definitions/media'
import { DirectoryListPage } from './directory-list-page'

// Six outlets: three portals, two magazines... paged two at a time to exercise 'Rodyti daugiau'.
const paged = { ...mediaList(), pageSize: 2 }

/** The list as a prerendered page arrives: with the published outlets in its data. */
function renderList(route: string, pageData = directoryPageData('media', mediaOutlets)) {
  const view = renderWithProviders(<DirectoryListPage definition={paged} />, { route: `/ziniasklaida${route}`, pageData })
  return { ...view, user: userEvent.setup() }
}

const grid = () => screen.getByRole('heading', { name: 'Rezultatai' }).parentElement!.nextElementSibling as HTMLElement
const cardTitles = () => within(grid()).getAllByRole('heading').map((h) => h.textContent)

describe('DirectoryListPage', () => {
  it('renders the definition: head, hero, the result line and the first page of cards', () => {
    renderList('')
    expect(screen.getByRole('heading', { level: 1, name: 'Lietuviška žiniasklaida JK' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(`Rasta ${mediaOutlets.length} žiniasklaidos priemonės`)
    expect(cardTitles()).toHaveLength(2)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('reached by navigation, says it is loading, then lists what the directory answers', async () => {
    const fetch = answerDirectoryWith(mediaOutlets.slice(0, 3).map((outlet, index) => publishedEntry('media', mediaDirectory.toEntry(outlet), index)))
    renderList('', {})
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…')
    expect(await screen.findByText('Rasta 3 žiniasklaidos priemonės')).toBeInTheDocument()
    expect(cardTitles()).toHaveLength(2)
    // The entries and their English words.
    expect(fetch).toHaveBeenCalledTimes(2)
  })

  it('says so when the directory cannot be read', async () => {
    renderList('', {})
    expect(await screen.findByText('Nepavyko įkelti sąrašo. Patikrinkite ryšį ir atnaujinkite puslapį.')).toHaveAttribute('role', 'status')
    expect(screen.queryByRole('heading', { name: 'Rezultatai' })).not.toBeInTheDocument()
  })

  it('reads a filter value it does not offer as no filter, and a valid one as a chip that can be removed', async () => {
    renderList('?kategorija=Televizija')
    expect(screen.getByLabelText('Kategorija')).toHaveValue('')
    expect(screen.queryByRole('list', { name: 'Aktyvūs filtrai' })).not.toBeInTheDocument()

    const { user } = renderList('?kategorija=Radijo%20stotys')
    expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('Rasta 2 žiniasklaidos priemonės')
    await user.click(screen.getByRole('button', { name: 'Pašalinti filtrą: Radijo stotys' }))
    expect(screen.getAllByRole('status').at(-1)).toHaveTextContent(`Rasta ${mediaOutlets.length}`)
  })

  it('shows more cards on request and moves focus to the first new one; a new search starts from the first page', async () => {
    const { user } = renderList('')
    await user.click(screen.getByRole('button', { name: /Rodyti daugiau/ }))
    expect(cardTitles()).toHaveLength(4)
    await new Promise((resolve) => requestAnimationFrame(resolve))
    expect(grid().children[2]).toContainElement(document.activeElement as HTMLElement)
    await user.type(screen.getByRole('searchbox', { name: 'Paieška' }), 'a')
    expect(cardTitles()).toHaveLength(2)
  })

  it('has an empty state that clears every filter', async () => {
    const { user } = renderList('?q=niekas-nerasta')
    expect(screen.getByRole('heading', { name: 'Žiniasklaidos priemonių nerasta' })).toBeInTheDocument()
    await user.click(screen.getAllByRole('button', { name: 'Išvalyti filtrus' })[0])
    expect(cardTitles()).toHaveLength(2)
  })
})
