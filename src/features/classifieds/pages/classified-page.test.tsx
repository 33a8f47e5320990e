import { screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { routePatterns } from '@/app/paths'
import { ads } from '@/testing/fixtures/ads'
import { renderWithProviders } from '@/testing/render'
import { ClassifiedPage } from './classified-page'

const ad = ads[0]!
const open = (id: string, pageData: Record<string, unknown>) =>
  renderWithProviders(<ClassifiedPage />, { route: `/skelbimai/${id}`, path: routePatterns.classifiedDetail, pageData })

describe('ClassifiedPage', () => {
  it('shows the classified it arrived with, with the way to reply, reading nothing', () => {
    open(ad.id, { [`classified:${ad.id}`]: ad })
    expect(screen.getByRole('heading', { level: 1, name: ad.title })).toBeInTheDocument()
    expect(screen.getByText(ad.description)).toBeInTheDocument()
    expect(screen.getByText(`Skelbėjas: ${ad.author}`)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Visi skelbimai' })).toHaveAttribute('href', '/skelbimai')
    expect(fetch).not.toHaveBeenCalled()
  })

  it('says "Skelbimas nerastas" when no public classified has the address', () => {
    open('nera', { 'classified:nera': null })
    expect(screen.getByRole('heading', { level: 1, name: 'Skelbimas nerastas' })).toBeInTheDocument()
  })
})
