import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { routePatterns } from '@/app/paths'
import { schools } from '@/data/schools'
import { schoolsDirectory } from '@/features/directory/definitions/schools'
import { answerDirectoryWith } from '@/testing/directory-api'
import { publishedEntry } from '@/testing/directory-entries'
import { renderWithProviders } from '@/testing/render'
import { SchoolPage } from './school-page'

const open = (id: string) => renderWithProviders(<SchoolPage />, { route: `/mokykla/${id}`, path: routePatterns.schoolDetail })

describe('SchoolPage', () => {
  it.each([
    ['virtuali-lituanistine-mokykla-pasaka', 'Virtuali mokykla'],
    ['lietuviu-vaiku-darzelis-boruzele', 'Darželis'],
  ])('shows %s with the "%s" badge and an honest registration link', (id, badge) => {
    open(id)
    expect(screen.getByRole('heading', { level: 1 })).toBeInTheDocument()
    expect(screen.getByText(badge)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Registruotis el. paštu' })).toHaveAttribute('href', expect.stringMatching(/^mailto:.+@example\.org\?subject=/))
  })

  it('falls back to the six default programmes', () => {
    open('nuotoline-lietuviu-kalbos-mokykla-azuoliukas')
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

  it('shows a school that is no longer published as not found', async () => {
    answerDirectoryWith([])
    open('virtuali-lituanistine-mokykla-pasaka')
    expect(screen.getByRole('heading', { level: 1 })).toHaveTextContent('Virtuali lituanistinė mokykla „Pasaka“')
    expect(await screen.findByRole('heading', { name: 'Mokykla nerasta' })).toBeInTheDocument()
  })
})
