import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { articleSummaries } from '@/testing/fixtures/articles'
import { renderWithProviders } from '@/testing/render'
import { NewsPage } from './news-page'

const open = (route = '/naujienos', articles: unknown = articleSummaries) => renderWithProviders(<NewsPage />, { route, pageData: { articles } })

describe('NewsPage', () => {
  it('lists the published articles newest first, each a link to its page, and filters by category in the address', async () => {
    const { location } = open()
    expect(screen.getByRole('status')).toHaveTextContent('Rasta 4 straipsniai')
    const titles = screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    expect(titles[0]).toBe('Visuotinis susirinkimas Mančesteryje')
    expect(screen.getByRole('link', { name: 'Visuotinis susirinkimas Mančesteryje' })).toHaveAttribute('href', '/naujienos/visuotinis-susirinkimas-mancesteryje')
    expect(screen.getAllByText('2026 m. lapkričio 20 d.')[0]).toBeInTheDocument()
    expect(screen.getAllByRole('link', { name: 'Mančesterio lietuvių bendruomenė' })[0]).toHaveAttribute('href', '/bendruomene/mancesterio-lietuviu-bendruomene')

    await userEvent.click(screen.getByRole('button', { name: 'Kelionės' }))
    expect(location.current).toBe('/naujienos?kategorija=Kelion%C4%97s')
    expect(screen.getByRole('status')).toHaveTextContent('Rasta 1 straipsnis')
    await userEvent.click(screen.getByRole('button', { name: 'Teisė' }))
    expect(screen.getByRole('status')).toHaveTextContent('Šioje kategorijoje straipsnių dar nėra')
  })

  it('says plainly when nothing is published yet, and offers the feed', () => {
    open('/naujienos', [])
    expect(screen.getByRole('status')).toHaveTextContent('Naujienų dar nėra')
    expect(screen.getByRole('link', { name: 'Naujienų srautas (Atom)' })).toHaveAttribute('href', '/naujienos/atom.xml')
  })

  it('shows ten at a time', async () => {
    const many = Array.from({ length: 12 }, (_, index) => ({ ...articleSummaries[0]!, slug: `straipsnis-${index}`, title: `Straipsnis ${index}` }))
    open('/naujienos', many)
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(10)
    await userEvent.click(screen.getByRole('button', { name: 'Rodyti daugiau (2 liko)' }))
    expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(12)
  })

  it('speaks English on an English page, the categories named in English and kept in the address as they are', async () => {
    setLocaleSource(() => 'en')
    try {
      const { location } = open()
      expect(screen.getByRole('heading', { level: 1, name: 'News' })).toBeInTheDocument()
      expect(screen.getByRole('status')).toHaveTextContent('Found 4 articles')
      expect(screen.getByRole('group', { name: 'News category' })).toBeInTheDocument()
      await userEvent.click(screen.getByRole('button', { name: 'Travel' }))
      expect(location.current).toBe('/naujienos?kategorija=Kelion%C4%97s')
      expect(screen.getByRole('status')).toHaveTextContent('Found 1 article')
      await userEvent.click(screen.getByRole('button', { name: 'Law' }))
      expect(screen.getByRole('status')).toHaveTextContent('There are no articles in this category yet')
    } finally {
      setLocaleSource(() => 'lt')
    }
  })
})
