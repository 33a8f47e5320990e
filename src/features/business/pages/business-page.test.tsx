import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { articleSummaries } from '@/testing/fixtures/articles'
import { ads } from '@/testing/fixtures/ads'
import { businesses } from '@/testing/fixtures/businesses'
import { events } from '@/testing/fixtures/events'
import { directoryPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { BusinessPage } from './business-page'

const stories = [{ ...articleSummaries[0]!, slug: 'verslo-istorija', title: 'Kepykla Mančesteryje', category: 'Verslas' as const }]
const pageData = { ...directoryPageData('businesses', businesses), classifieds: ads, events, articles: [...articleSummaries, ...stories] }

function open(route = '/verslas') {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date('2026-11-22T12:00:00Z'))
  return renderWithProviders(<BusinessPage />, { route, pageData })
}

describe('BusinessPage', () => {
  it('counts what it lists, and says what each figure counts', () => {
    open()
    vi.useRealTimers()
    const jobs = ads.filter((ad) => ad.category === 'Darbas' || ad.category === 'Partnerystė').length
    expect(screen.getByText('Įmonių kataloge').parentElement).toHaveTextContent(String(businesses.length))
    expect(screen.getByText('Darbo ir partnerystės skelbimų').parentElement).toHaveTextContent(String(jobs))
    expect(screen.getByText('Artėjančių verslo renginių').parentElement).toHaveTextContent('1')
    expect(screen.queryByText(/15,000|£2.8B|45,000/)).not.toBeInTheDocument()
  })

  it('switches tabs with the keyboard, keeps the tab in the address, and lists real rows in each', async () => {
    const user = userEvent.setup()
    const { location } = open()
    vi.useRealTimers()
    expect(screen.getByRole('tab', { name: 'Katalogas' })).toHaveAttribute('aria-selected', 'true')
    await user.click(screen.getByRole('tab', { name: 'Katalogas' }))
    await user.keyboard('{ArrowRight}')
    await waitFor(() => expect(screen.getByRole('tab', { name: 'Darbas ir partnerystė' })).toHaveAttribute('aria-selected', 'true'))
    expect(location.current).toBe('/verslas?skiltis=darbas')
    const jobs = screen.getByRole('tabpanel')
    expect(await within(jobs).findByText(/Saugokitės apgavysčių/)).toBeInTheDocument()
    expect(within(jobs).getByRole('link', { name: 'Ieškomas C kategorijos vairuotojas' })).toHaveAttribute('href', '/skelbimai/00000000-0000-4000-a000-000000000001')
    expect(within(jobs).getByRole('link', { name: 'Visi darbo skelbimai' })).toHaveAttribute('href', '/skelbimai?kategorija=Darbas')
  })

  it('opens a tab from the address: the business stories are the Verslas articles', async () => {
    open('/verslas?skiltis=istorijos')
    vi.useRealTimers()
    expect(screen.getByRole('tab', { name: 'Verslo istorijos' })).toHaveAttribute('aria-selected', 'true')
    expect((await within(screen.getByRole('tabpanel')).findAllByRole('heading', { level: 3 })).map((heading) => heading.textContent)).toEqual(['Kepykla Mančesteryje'])
  })

  it('speaks English on an English page: figures, tabs, the scam warning and the links to the classifieds', async () => {
    setLocaleSource(() => 'en')
    try {
      open('/verslas?skiltis=darbas')
      vi.useRealTimers()
      expect(screen.getByText('Companies in the directory').parentElement).toHaveTextContent(String(businesses.length))
      expect(screen.getByRole('tablist', { name: 'Business sections' })).toBeInTheDocument()
      expect(screen.getByRole('tab', { name: 'Jobs and partnerships' })).toHaveAttribute('aria-selected', 'true')
      const jobs = screen.getByRole('tabpanel')
      expect(await within(jobs).findByText(/^Beware of scams/)).toBeInTheDocument()
      expect(within(jobs).getByRole('link', { name: 'All job ads' })).toHaveAttribute('href', '/skelbimai?kategorija=Darbas')
    } finally {
      setLocaleSource(() => 'lt')
    }
  })
})
