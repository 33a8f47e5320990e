import { screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { sportsClubs } from '@/testing/fixtures/sports-clubs'
import { sportsDirectory } from '@/features/directory/definitions/sports'
import { answerDirectoryWith } from '@/testing/directory-api'
import { publishedEntry } from '@/testing/directory-entries'
import { directoryEntryPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { SportsClubPage } from './sports-club-page'

/** Opens a club's page; with `pageData`, as a prerendered page arrives, else as one reached by navigation. */
const open = (slug: string, pageData: Record<string, unknown> = {}) =>
  renderWithProviders(<SportsClubPage />, { route: `/sportas/${slug}`, path: '/sportas/:slug', pageData })

/** The page of a sample club as it arrives, with the club in its data. */
const arriveAt = (slug: string) => open(slug, directoryEntryPageData('sports', slug, sportsClubs.find((club) => club.slug === slug)!))

/** The directory's answers when a page is reached by navigation: every sample club, published. */
const publishAll = () => answerDirectoryWith(sportsClubs.map((club, index) => publishedEntry('sports', sportsDirectory.toEntry(club), index)))

describe('SportsClubPage', () => {
  it('shows the club the page arrived with, without reading the directory', () => {
    arriveAt('londono-vilkai')
    expect(screen.getByRole('heading', { level: 1, name: 'Krepšinio klubas „Londono Vilkai“' })).toBeInTheDocument()
    expect(screen.getByText('JK lietuvių krepšinio taurė 2023')).toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })

  it.each(['londono-vilkai', 's1'])('reached by navigation, opens by slug or id (%s)', async (slug) => {
    publishAll()
    open(slug)
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…')
    expect(await screen.findByRole('heading', { level: 1, name: 'Krepšinio klubas „Londono Vilkai“' })).toBeInTheDocument()
    expect(screen.getByText('JK lietuvių krepšinio taurė 2023')).toBeInTheDocument()
  })

  it('shows default achievements and moves focus to the contacts from "Susisiekti"', async () => {
    const user = userEvent.setup()
    arriveAt('manchester-lituanica')
    expect(screen.getByText('Pasaulio lietuvių sporto žaidynių dalyviai')).toBeInTheDocument()
    await user.click(screen.getByRole('button', { name: 'Susisiekti' }))
    expect(document.activeElement?.id).toBe('kontaktai')
  })

  it('says "Sporto organizacija nerasta" once the directory answers without the slug', async () => {
    answerDirectoryWith([])
    open('nera-tokio')
    expect(await screen.findByRole('heading', { name: 'Sporto organizacija nerasta' })).toBeInTheDocument()
  })

  it('speaks English on an English page, keeping the club’s own words', async () => {
    setLocaleSource(() => 'en')
    try {
      const user = userEvent.setup()
      arriveAt('manchester-lituanica')
      const club = sportsClubs.find((c) => c.slug === 'manchester-lituanica')!
      expect(screen.getByRole('link', { name: 'Back' })).toBeInTheDocument()
      expect(screen.getByText(`${club.location} · ${club.members} members · since ${club.founded}`)).toBeInTheDocument()
      expect(screen.getByRole('heading', { name: 'Achievements' })).toBeInTheDocument()
      expect(screen.getByText('Competitors at the World Lithuanian Sports Games')).toBeInTheDocument()
      expect(screen.getByRole('heading', { name: 'Join the team!' })).toBeInTheDocument()
      expect(screen.getByRole('button', { name: 'Suggest a correction' })).toBeInTheDocument()
      await user.click(screen.getByRole('button', { name: 'Get in touch' }))
      expect(document.activeElement?.id).toBe('kontaktai')
    } finally {
      setLocaleSource(() => 'lt')
    }
  })
})
