import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { routePatterns } from '@/app/paths'
import { schools } from '@/testing/fixtures/schools'
import { schoolsDirectory } from '@/features/directory/definitions/schools'
import { answerDirectoryWith } from '@/testing/directory-api'
import { publishedEntry } from '@/testing/directory-entries'
import { directoryEntryPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { SchoolPage } from './school-page'

/** Opens a school's page; with `pageData`, as a prerendered page arrives, else as one reached by navigation. */
const open = (id: string, pageData: Record<string, unknown> = {}) =>
  renderWithProviders(<SchoolPage />, { route: `/mokykla/${id}`, path: routePatterns.schoolDetail, pageData })

/** The page of a sample school as it arrives, with the school in its data. */
const arriveAt = (id: string) => open(id, directoryEntryPageData('schools', id, schools.find((school) => school.id === id)!))

describe('SchoolPage', () => {
  it.each([
    ['virtuali-lituanistine-mokykla-pasaka', 'Virtuali mokykla'],
    ['lietuviu-vaiku-darzelis-boruzele', 'Darželis'],
  ])('shows %s with the "%s" badge and an honest registration link', (id, badge) => {
    arriveAt(id)
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.getByText(badge)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Registruotis el. paštu' })).toHaveAttribute('href', expect.stringMatching(/^mailto:.+@example\.org\?subject=/))
    expect(fetch).not.toHaveBeenCalled()
  })

  it('falls back to the six default programmes', () => {
    arriveAt('nuotoline-lietuviu-kalbos-mokykla-azuoliukas')
    expect(screen.getByText('Pasiruošimas lietuvių kalbos egzaminams')).toBeInTheDocument()
  })

  it('says "Mokykla nerasta" once the directory answers without the id', async () => {
    answerDirectoryWith([])
    open('nera-tokios')
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…')
    expect(await screen.findByRole('heading', { name: 'Mokykla nerasta' })).toBeInTheDocument()
  })

  it('shows a school published after the build, loaded from the directory', async () => {
    const entry = schoolsDirectory.toEntry({ ...schools[0]!, id: 'nauja-mokykla', name: 'Nauja mokykla „Vėjas“' })
    answerDirectoryWith([publishedEntry('schools', entry)])
    open('nauja-mokykla')
    expect(await screen.findByRole('heading', { level: 1, name: 'Nauja mokykla „Vėjas“' })).toBeInTheDocument()
    const jsonLd = JSON.parse(document.querySelector('script[type="application/ld+json"]')?.textContent ?? '{}')
    expect(jsonLd).toMatchObject({ '@type': 'School', name: 'Nauja mokykla „Vėjas“', dateModified: expect.any(String) })
  })

  it('tells the visitor when the directory cannot be reached for an entry it does not know', async () => {
    open('nera-tokios')
    expect(await screen.findByText(/Nepavyko įkelti informacijos/)).toBeInTheDocument()
  })

  it('shows a school no published entry answers to as not found, as the page arrived', () => {
    open('virtuali-lituanistine-mokykla-pasaka', directoryEntryPageData('schools', 'virtuali-lituanistine-mokykla-pasaka', null))
    expect(screen.getByRole('heading', { name: 'Mokykla nerasta' })).toBeInTheDocument()
    expect(screen.queryByText('Virtuali lituanistinė mokykla „Pasaka“')).not.toBeInTheDocument()
    expect(fetch).not.toHaveBeenCalled()
  })
})
