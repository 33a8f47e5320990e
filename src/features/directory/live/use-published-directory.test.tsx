import { screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { schools } from '@/testing/fixtures/schools'
import { sportsClubs } from '@/testing/fixtures/sports-clubs'
import { findSportsClub } from '@/features/sports/find-sports-club'
import { answerDirectoryWith } from '@/testing/directory-api'
import { publishedEntry } from '@/testing/directory-entries'
import { directoryEntryPageData, directoryPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { schoolsDirectory } from '../definitions/schools'
import { sportsDirectory } from '../definitions/sports'
import type { PublicEntry } from '../entry'
import { usePublishedDirectory, usePublishedEntry } from './use-published-directory'

function SchoolNames() {
  const { items, state, trustOf } = usePublishedDirectory('schools')
  return (
    <ul aria-label="Mokyklos" data-state={state}>
      {items.map((school) => (
        <li key={school.id} data-verified={trustOf(school)?.lastVerifiedAt ?? ''}>
          {school.name}
        </li>
      ))}
    </ul>
  )
}

function ClubHeading({ slug }: { slug: string }) {
  const { entry, state } = usePublishedEntry('sports', slug, findSportsClub)
  if (entry === undefined) return <p data-state={state}>{state === 'loading' ? 'Įkeliama…' : 'Nepavyko įkelti'}</p>
  return <h1 data-state={state}>{entry ? entry.item.name : 'Nerasta'}</h1>
}

const schoolEntry = (index: number, patch: Partial<PublicEntry> = {}): PublicEntry => ({
  ...publishedEntry('schools', schoolsDirectory.toEntry(schools[index]!), index),
  ...patch,
})

const names = () => screen.queryAllByRole('listitem').map((item) => item.textContent)
const list = () => screen.getByRole('list', { name: 'Mokyklos' })

describe('usePublishedDirectory', () => {
  it('shows the entries the page arrived with, without reading them again', () => {
    renderWithProviders(<SchoolNames />, { pageData: directoryPageData('schools', schools.slice(0, 2)) })
    expect(list()).toHaveAttribute('data-state', 'ready')
    expect(names()).toEqual([schools[0]!.name, schools[1]!.name])
    expect(fetch).not.toHaveBeenCalled()
  })

  it('reads the published entries the page lacks, with each entry’s trust, and shows them', async () => {
    const fetch = answerDirectoryWith([schoolEntry(0, { last_verified_at: '2026-11-03T10:00:00Z' }), schoolEntry(1, { name: 'Nauja mokykla', slug: 'nauja-mokykla' })])
    renderWithProviders(<SchoolNames />)
    expect(list()).toHaveAttribute('data-state', 'loading')
    expect(names()).toEqual([])
    await waitFor(() => expect(names()).toEqual([schools[0]!.name, 'Nauja mokykla']))
    expect(list()).toHaveAttribute('data-state', 'ready')
    expect(screen.getAllByRole('listitem')[0]).toHaveAttribute('data-verified', '2026-11-03T10:00:00Z')
    // The entries, then their English words (for the search, and to say which are translated).
    expect(fetch.mock.calls.map(([url]) => new URL(String(url)).pathname)).toEqual(['/rest/v1/directory_entries', '/rest/v1/entry_translations'])
    const url = new URL(String(fetch.mock.calls[0]![0]))
    expect(url.searchParams.get('directory')).toBe('eq.schools')
    expect(url.searchParams.get('status')).toBe('eq.published')
  })

  it('says the entries are unavailable when they cannot be read', async () => {
    renderWithProviders(<SchoolNames />)
    await waitFor(() => expect(list()).toHaveAttribute('data-state', 'unavailable'))
    expect(names()).toEqual([])
  })

  it('leaves out an entry whose details do not have the directory’s shape', async () => {
    answerDirectoryWith([schoolEntry(0), schoolEntry(1, { details: { programs: 'ne sąrašas' } })])
    renderWithProviders(<SchoolNames />)
    await waitFor(() => expect(names()).toEqual([schools[0]!.name]))
  })
})

describe('usePublishedEntry', () => {
  const vilkai = sportsClubs.find((club) => club.slug === 'londono-vilkai')!
  const clubEntries = () => sportsClubs.map((club, index) => publishedEntry('sports', sportsDirectory.toEntry(club), index))

  it('shows the entry the page arrived with, without reading it again', () => {
    renderWithProviders(<ClubHeading slug="londono-vilkai" />, { pageData: directoryEntryPageData('sports', 'londono-vilkai', vilkai) })
    expect(screen.getByRole('heading', { name: vilkai.name })).toHaveAttribute('data-state', 'ready')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('answers null, ready, for a slug no published entry has', () => {
    renderWithProviders(<ClubHeading slug="nera-tokio" />, { pageData: directoryEntryPageData('sports', 'nera-tokio', null) })
    expect(screen.getByRole('heading', { name: 'Nerasta' })).toHaveAttribute('data-state', 'ready')
  })

  it('reads an entry the page lacks by its slug, and by an older address among all entries', async () => {
    const fetch = answerDirectoryWith(clubEntries())
    renderWithProviders(<ClubHeading slug="s1" />)
    expect(screen.getByText('Įkeliama…')).toBeInTheDocument()
    expect(await screen.findByRole('heading', { name: vilkai.name })).toBeInTheDocument()
    const entryReads = fetch.mock.calls.map(([url]) => new URL(String(url))).filter((url) => url.pathname === '/rest/v1/directory_entries')
    expect(entryReads.map((url) => url.searchParams.get('slug'))).toEqual(['eq.s1', null])
  })

  it('says the entry is unavailable when it cannot be read', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json({ message: 'klaida' }, { status: 500 })))
    renderWithProviders(<ClubHeading slug="londono-vilkai" />)
    expect(await screen.findByText('Nepavyko įkelti')).toHaveAttribute('data-state', 'unavailable')
  })
})
