import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { renderWithProviders } from '@/testing/render'
import { SchoolPage } from './school-page'

const open = (id: string) => renderWithProviders(<SchoolPage />, { route: `/mokykla/${id}`, path: '/mokykla/:id' })

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

  it('says "Mokykla nerasta" for an unknown id', () => {
    open('nera-tokios')
    expect(screen.getByRole('heading', { name: 'Mokykla nerasta' })).toBeInTheDocument()
  })
})
