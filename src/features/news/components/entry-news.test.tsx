import { screen, waitFor, within } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { answerPublicReads } from '@/testing/directory-api'
import { renderWithProviders } from '@/testing/render'
import { EntryNews } from './entry-news'

describe('EntryNews', () => {
  it('lists the entry’s latest articles and coming events as the page arrived with them', () => {
    const pageData = {
      'entry-news:communities:lidso-bendruomene': {
        articles: [{ title: 'Metinis susirinkimas', path: '/naujienos/metinis-susirinkimas', publishedAt: '2026-11-20T09:00:00Z' }],
        events: [{ title: 'Kūčių vakaronė', path: '/renginiai/kuciu-vakarone', startDate: '2026-12-20' }],
      },
    }
    renderWithProviders(<EntryNews directory="communities" slug="lidso-bendruomene" />, { pageData })
    const section = screen.getByRole('region', { name: 'Naujienos ir renginiai' })
    expect(within(section).getByRole('link', { name: 'Metinis susirinkimas' })).toHaveAttribute('href', '/naujienos/metinis-susirinkimas')
    expect(within(section).getAllByRole('listitem')[0]).toHaveTextContent('Naujiena, 2026 m. lapkričio 20 d.')
    expect(within(section).getByRole('link', { name: 'Kūčių vakaronė' })).toHaveAttribute('href', '/renginiai/kuciu-vakarone')
    expect(within(section).getAllByRole('listitem')[1]).toHaveTextContent('Renginys, 2026 m. gruodžio 20 d.')
  })

  it('reads them by the entry when the page is reached by navigation, and shows nothing when there are none', async () => {
    const fetch = answerPublicReads({ published_articles: [], event_listings: [] })
    const { container } = renderWithProviders(<EntryNews directory="schools" slug="mokykla" />)
    await waitFor(() => expect(fetch).toHaveBeenCalledTimes(2))
    expect(fetch.mock.calls.map(([url]) => new URL(String(url)).searchParams.get('entry_slug') ?? new URL(String(url)).searchParams.get('organiser_slug'))).toEqual(['eq.mokykla', 'eq.mokykla'])
    expect(container).toBeEmptyDOMElement()
  })
})
