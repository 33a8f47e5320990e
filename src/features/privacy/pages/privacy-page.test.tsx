import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '@/testing/render'
import { setLocaleSource } from '@/lib/i18n/locale'
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

  describe('in English', () => {
    afterEach(() => setLocaleSource(() => 'lt'))

    it('gives the whole policy in English, with the same links, version and dates', () => {
      setLocaleSource(() => 'en')
      const { container } = renderWithProviders(<PrivacyPage />, { route: '/privatumo-politika' })
      expect(screen.getByRole('heading', { level: 1, name: 'Privacy policy' })).toBeInTheDocument()
      expect(screen.getByText('Version 2026-11-26 · in force from 26 November 2026')).toBeInTheDocument()
      for (const heading of ['Who processes your data', 'What data we collect', 'Why, and on what legal basis', 'Who sees your data', 'How long we keep it', 'Your rights', 'Changes to this policy']) {
        expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument()
      }
      const controller = screen.getByText(/^The data controller is the operator of the Lietuviai JK portal/)
      expect(controller).toHaveTextContent(/^The data controller is the operator of the Lietuviai JK portal, Lietuvių namai, 1 Example Road, London E1 0AA, e-mail info@lietuviaijk\.example\.org\. We process/)
      expect(within(controller).getByText('Lietuvių namai')).toHaveAttribute('lang', 'lt')
      expect(screen.getByText('When you register:')).toBeInTheDocument()
      expect(screen.getByText(/performance of a contract \(UK GDPR Article 6\(1\)\(b\)\)/)).toBeInTheDocument()
      expect(screen.getByRole('link', { name: 'in your account' })).toHaveAttribute('href', '/paskyra')
      expect(screen.getByRole('link', { name: 'ico.org.uk' })).toHaveAttribute('href', 'https://ico.org.uk/make-a-complaint/')
      expect(screen.getAllByRole('link', { name: 'info@lietuviaijk.example.org' })).toHaveLength(3)
      // Only the premises' Lithuanian name, marked as such.
      expect(container.textContent?.replace('Lietuvių namai', '')).not.toMatch(/[ąčęėįšųūž]/i)
      expect(document.title).toBe('Privacy policy | Lietuviai JK')
    })
  })
})
