import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { mediaList } from '@/features/media/media-list'
import { renderWithProviders } from '@/testing/render'
import { DirectoryListPage } from './directory-list-page'

// Six outlets: three portals, two magazines... paged two at a time to exercise 'Rodyti daugiau'.
const paged = { ...mediaList, pageSize: 2 }

function renderList(route: string) {
  const view = renderWithProviders(<DirectoryListPage definition={paged} />, { route: `/ziniasklaida${route}` })
  return { ...view, user: userEvent.setup() }
}

const grid = () => screen.getByRole('heading', { name: 'Rezultatai' }).parentElement!.nextElementSibling as HTMLElement
const cardTitles = () => within(grid()).getAllByRole('heading').map((h) => h.textContent)

describe('DirectoryListPage', () => {
  it('renders the definition: head, hero, the result line and the first page of cards', () => {
    renderList('')
    expect(screen.getByRole('heading', { level: 1, name: 'Lietuviška žiniasklaida JK' })).toBeInTheDocument()
    expect(screen.getByRole('status')).toHaveTextContent(`Rasta ${mediaList.embedded.length} žiniasklaidos priemonės`)
    expect(cardTitles()).toHaveLength(2)
  })

  it('reads a filter value it does not offer as no filter, and a valid one as a chip that can be removed', async () => {
    renderList('?kategorija=Televizija')
    expect(screen.getByLabelText('Kategorija')).toHaveValue('')
    expect(screen.queryByRole('list', { name: 'Aktyvūs filtrai' })).not.toBeInTheDocument()

    const { user } = renderList('?kategorija=Radijo%20stotys')
    expect(screen.getAllByRole('status').at(-1)).toHaveTextContent('Rasta 2 žiniasklaidos priemonės')
    await user.click(screen.getByRole('button', { name: 'Pašalinti filtrą: Radijo stotys' }))
    expect(screen.getAllByRole('status').at(-1)).toHaveTextContent(`Rasta ${mediaList.embedded.length}`)
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
