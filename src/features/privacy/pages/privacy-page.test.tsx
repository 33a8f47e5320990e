import { describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/testing/render'
import { PrivacyPage } from './privacy-page'

describe('PrivacyPage', () => {
  it('names the controller, the version members consent to, and the self-service rights', () => {
    renderWithProviders(<PrivacyPage />, { route: '/privatumo-politika' })
    expect(screen.getByRole('heading', { level: 1, name: 'Privatumo politika' })).toBeInTheDocument()
    expect(screen.getByText('Versija 2026-11-26 · galioja nuo 2026 m. lapkričio 26 d.')).toBeInTheDocument()
    for (const heading of ['Kas tvarko jūsų duomenis', 'Kokius duomenis renkame', 'Kodėl ir kokiu teisiniu pagrindu', 'Kiek laiko saugome', 'Jūsų teisės']) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument()
    }
    expect(screen.getByText(/Duomenų valdytojas – portalo „Lietuviai JK“ valdytojas, Lietuvių namai, 1 Example Road, London E1 0AA/)).toBeInTheDocument()
    expect(screen.getByText('Registruojantis:')).toBeInTheDocument()
    expect(screen.getByText('Teikiant narystės prašymą ar tampant stebėtoju:')).toBeInTheDocument()
    expect(screen.getByText('Per kontaktų formą:')).toBeInTheDocument()
    expect(screen.getByText(/atsisiųsti visus savo duomenis JSON formatu/)).toBeInTheDocument()
    expect(screen.getByText(/ištrinti paskyrą kartu su profiliu ir narystėmis/)).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'paskyroje' })).toHaveAttribute('href', '/paskyra')
    expect(screen.getAllByRole('link', { name: 'info@lietuviaijk.example.org' })[0]).toHaveAttribute('href', 'mailto:info@lietuviaijk.example.org')
  })

  it('sets its own title and description', () => {
    renderWithProviders(<PrivacyPage />)
    expect(document.title).toBe('Privatumo politika | Lietuviai JK')
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Kaip portalas „Lietuviai JK“ tvarko jūsų asmens duomenis/)
  })
})
