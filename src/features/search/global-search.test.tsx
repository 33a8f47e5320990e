import { screen, waitFor } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { answerDirectoryWith, answerPublicReads, samplePublishedEntries } from '@/testing/directory-api'
import { renderWithProviders } from '@/testing/render'
import { GlobalSearch } from './global-search'

function setup() {
  // The index is built on first use from the published directory.
  answerDirectoryWith(samplePublishedEntries())
  const user = userEvent.setup()
  const view = renderWithProviders(<GlobalSearch variant="hero" />)
  return { user, ...view, input: screen.getByRole('combobox', { name: /Ieškoti bendruomenių/ }) }
}

describe('GlobalSearch', () => {
  afterEach(() => vi.restoreAllMocks())

  it('shows matches with their category labels and the cap note', async () => {
    const { user, input } = setup()
    await user.type(input, 'lietuvių')
    const options = await screen.findAllByRole('option')
    expect(options).toHaveLength(8)
    expect(screen.getByText('Rodomi pirmieji 8 rezultatai')).toBeInTheDocument()
    expect(input).toHaveAttribute('aria-expanded', 'true')
  })

  it('ignores diacritics and opens a result with the keyboard, clearing the text', async () => {
    const { user, input, location } = setup()
    await user.type(input, 'kregzdute')
    expect(await screen.findByRole('option', { name: /Kardifo lituanistinė mokykla/ })).toHaveTextContent('Mokykla')
    await user.keyboard('{ArrowDown}')
    expect(screen.getByRole('option', { name: /Kardifo/ })).toHaveAttribute('aria-selected', 'true')
    await user.keyboard('{Enter}')
    await waitFor(() => expect(location.current).toBe('/mokykla/kardifo-lituanistine-mokykla-kregzdute'))
    expect(input).toHaveValue('')
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })

  it('finds published articles and coming events too, typed without diacritics', async () => {
    const article = { id: 'a0000000-0000-4000-8000-000000000001', slug: 'metinis-susirinkimas', title: 'Metinis susirinkimas Lidse', lead: 'Kviečiame narius.', category: 'Bendruomenė', cover_path: null, cover_alt: null, author_name: 'Ona O.', publish_at: '2026-11-20T09:00:00Z', updated_at: '2026-11-20T09:00:00Z', entry_name: null, entry_directory: null, entry_slug: null }
    const event = { id: 'e0000000-0000-4000-8000-000000000001', slug: 'kuciu-vakarone-a1b2c3', title: 'Kūčių vakaronė Lidse', category: 'Kultūra', start_date: '2099-12-20', start_time: '18:00', end_date: null, end_time: null, all_day: false, town: 'Lidsas', registration_email: null, featured: false }
    answerPublicReads({
      directory_entries: samplePublishedEntries(),
      entry_translations: [],
      published_articles: [article],
      article_translations: [],
      event_listings: [event],
      event_translations: [{ event_id: event.id, title: 'Christmas Eve supper in Leeds' }],
    })
    const user = userEvent.setup()
    renderWithProviders(<GlobalSearch variant="hero" />)
    const input = screen.getByRole('combobox', { name: /Ieškoti bendruomenių/ })
    await user.type(input, 'susirinkimas lidse')
    expect(await screen.findByRole('option', { name: /Metinis susirinkimas Lidse/ })).toHaveTextContent('Naujiena')
    await user.clear(input)
    await user.type(input, 'kuciu')
    expect(await screen.findByRole('option', { name: /Kūčių vakaronė Lidse/ })).toHaveTextContent('Renginys')
    // By its English title too, where it is translated.
    await user.clear(input)
    await user.type(input, 'christmas eve')
    expect(await screen.findByRole('option', { name: /Kūčių vakaronė Lidse/ })).toBeInTheDocument()
  })

  it("finds an entry by its English words where it is translated ('Saturday school')", async () => {
    const entries = samplePublishedEntries()
    const school = entries.find((entry) => entry.directory === 'schools')!
    answerPublicReads({ directory_entries: entries, entry_translations: [{ entry_id: school.id, name: 'Lithuanian Saturday School', summary: 'Lessons every Saturday.' }] })
    // Past the minute the directory is kept for, so it is read again with this translation.
    vi.spyOn(Date, 'now').mockReturnValue(Date.now() + 10 * 60_000)
    const user = userEvent.setup()
    renderWithProviders(<GlobalSearch variant="hero" />)
    await user.type(screen.getByRole('combobox', { name: /Ieškoti bendruomenių/ }), 'saturday school')
    expect(await screen.findByRole('option', { name: new RegExp(school.name) })).toBeInTheDocument()
  })

  it('reads a postcode as a place and opens the list sorted by distance from it', async () => {
    const { user, input, location } = setup()
    await user.type(input, 'ls6 1an')
    const first = await screen.findByRole('option', { name: /Lituanistinės mokyklos ir darželiai netoli LS6 1AN/ })
    expect(first).toHaveTextContent('Netoliese')
    expect(screen.getByRole('option', { name: /Renginiai netoli LS6 1AN/ })).toBeInTheDocument()
    await user.keyboard('{ArrowDown}{Enter}')
    await waitFor(() => expect(location.current).toBe('/lituanistinis-mokymas?netoli=LS6+1AN'))
  })

  it('closes on Escape, clears on a second Escape, and shows nothing for no match', async () => {
    const { user, input } = setup()
    await user.type(input, 'sachmat')
    await screen.findByRole('option', { name: /šachmatų klubas/ })
    await user.keyboard('{Escape}')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    await user.keyboard('{Escape}')
    expect(input).toHaveValue('')
    await user.type(input, 'qqqzzz')
    expect(input).toHaveAttribute('aria-expanded', 'false')
    expect(await screen.findByText('Nieko nerasta')).toBeInTheDocument()
  })

  it('clear button empties the input and gives it focus back', async () => {
    const { user, input } = setup()
    await user.type(input, 'vilkai')
    await user.click(screen.getByRole('button', { name: 'Išvalyti paiešką' }))
    expect(input).toHaveValue('')
    expect(input).toHaveFocus()
  })

  it('closes when clicking outside', async () => {
    const { user, input } = setup()
    await user.type(input, 'vilkai')
    await screen.findAllByRole('option')
    await user.click(document.body)
    expect(input).toHaveAttribute('aria-expanded', 'false')
  })
})
