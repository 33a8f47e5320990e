import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '@/testing/render'
import { setLocaleSource } from '@/lib/i18n/locale'
import { TermsPage } from './terms-page'

afterEach(() => vi.unstubAllEnvs())

/** The accountable person as the operator configures them for the build. */
function nameSafetyContact(name: string, email: string) {
  vi.stubEnv('VITE_SAFETY_CONTACT_NAME', name)
  vi.stubEnv('VITE_SAFETY_CONTACT_EMAIL', email)
}

describe('TermsPage', () => {
  it('states who runs the service, what is not allowed, how to report, what moderators do and how to appeal', () => {
    renderWithProviders(<TermsPage />, { route: '/naudojimo-salygos' })
    expect(screen.getByRole('heading', { level: 1, name: 'Naudojimo sąlygos' })).toBeInTheDocument()
    expect(screen.getByText('Versija 2026-11-29 · galioja nuo 2026 m. lapkričio 29 d.')).toBeInTheDocument()
    for (const heading of [
      'Kas teikia paslaugą',
      'Kas gali naudotis portalu',
      'Ką draudžiama skelbti',
      'Kaip pranešti apie pažeidimą',
      'Ką daro moderatoriai',
      'Kaip sužinosite apie sprendimą ir kaip jį apskųsti',
      'Privatumas',
    ]) {
      expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument()
    }
    expect(screen.getByText(/Portalą teikia jo valdytojas, Lietuvių namai, 1 Example Road, London E1 0AA/)).toBeInTheDocument()
    expect(screen.getByText(/Online Safety Act 2023/)).toBeInTheDocument()
    expect(screen.getByText(/tik sulaukę 13 metų\. Registruojantis amžiaus netikriname/)).toBeInTheDocument()
    expect(screen.getByText(/netikri darbo pasiūlymai, užstatų už būstą/)).toBeInTheDocument()
    expect(screen.getByText('vaikų viliojimas seksualiniais tikslais (angl. grooming);')).toBeInTheDocument()
    expect(screen.getByText('Pranešimus apie neteisėtą turinį peržiūrime pirmiausia – ne vėliau kaip per 24 valandas. Kitus pranešimus – per 7 dienas.')).toBeInTheDocument()
    expect(screen.getByText('uždrausti rašyti pokalbiuose iki nurodytos datos, ne ilgiau kaip metams;')).toBeInTheDocument()
    const appeal = screen.getByText(/Jei nesutinkate su sprendimu/)
    expect(appeal).toHaveTextContent(/parašykite mums per kontaktų formą\..*Atsakysime per 7 dienas\.$/)
    expect(within(appeal).getByRole('link', { name: 'kontaktų formą' })).toHaveAttribute('href', '/apie-mus#susisiekite')
    expect(screen.getByRole('link', { name: 'privatumo politikoje' })).toHaveAttribute('href', '/privatumo-politika')
    expect(screen.getByRole('link', { name: 'paskyroje' })).toHaveAttribute('href', '/paskyra')
  })

  it('names the person accountable for safety as the operator configured them', () => {
    nameSafetyContact('Ona Pavyzdytė', 'saugumas@example.org')
    renderWithProviders(<TermsPage />)
    expect(screen.getByText(/^Už naudotojų saugumą atsakingas asmuo – Ona Pavyzdytė, el\. paštas/)).toHaveTextContent(
      'Už naudotojų saugumą atsakingas asmuo – Ona Pavyzdytė, el. paštas saugumas@example.org.',
    )
    expect(screen.getByRole('link', { name: 'saugumas@example.org' })).toHaveAttribute('href', 'mailto:saugumas@example.org')
    expect(screen.queryByText(/dar nenurodė/)).not.toBeInTheDocument()
  })

  it('says no one is named yet while the operator has not named both the person and an address', () => {
    nameSafetyContact('Ona Pavyzdytė', ' ')
    renderWithProviders(<TermsPage />)
    expect(screen.getByText(/^Už naudotojų saugumą atsakingo asmens portalo valdytojas dar nenurodė\./)).toHaveTextContent(
      'Už naudotojų saugumą atsakingo asmens portalo valdytojas dar nenurodė. Kol jis nenurodytas, saugumo klausimais rašykite info@lietuviaijk.example.org.',
    )
    expect(screen.queryByText(/Ona Pavyzdytė/)).not.toBeInTheDocument()
  })

  it('sets its own title and description', () => {
    renderWithProviders(<TermsPage />)
    expect(document.title).toBe('Naudojimo sąlygos | Lietuviai JK')
    expect(document.querySelector('meta[name="description"]')?.getAttribute('content')).toMatch(/^Portalo „Lietuviai JK“ taisyklės/)
  })

  describe('in English', () => {
    afterEach(() => setLocaleSource(() => 'lt'))

    it('gives the whole terms in English, with the same links, figures and accountable person', () => {
      setLocaleSource(() => 'en')
      nameSafetyContact('Ona Pavyzdytė', 'saugumas@example.org')
      const { container } = renderWithProviders(<TermsPage />, { route: '/naudojimo-salygos' })
      expect(screen.getByRole('heading', { level: 1, name: 'Terms of use' })).toBeInTheDocument()
      expect(screen.getByText('Version 2026-11-29 · in force from 29 November 2026')).toBeInTheDocument()
      for (const heading of ['Who runs the service', 'Who can use the portal', 'What is not allowed', 'How to report', 'What moderators do', 'How you hear about a decision, and how to appeal', 'Privacy']) {
        expect(screen.getByRole('heading', { level: 2, name: heading })).toBeInTheDocument()
      }
      const operator = screen.getByText(/^The portal is run by its operator/)
      expect(within(operator).getByText('Lietuvių namai')).toHaveAttribute('lang', 'lt')
      expect(screen.getByText(/^The person accountable for users' safety is/)).toHaveTextContent("The person accountable for users' safety is Ona Pavyzdytė, e-mail saugumas@example.org.")
      expect(screen.getByText(/You must be at least 13 years old/)).toBeInTheDocument()
      expect(screen.getByText('Reports of illegal content are looked at first, within 24 hours at the latest. Other reports are looked at within 7 days.')).toBeInTheDocument()
      expect(screen.getByText(/We will reply within 7 days\.$/)).toBeInTheDocument()
      // The app's router adds the English base ('/en') to every link.
      expect(screen.getAllByRole('link', { name: 'contact form' })[0]).toHaveAttribute('href', '/apie-mus#susisiekite')
      expect(screen.getByRole('link', { name: 'privacy policy' })).toHaveAttribute('href', '/privatumo-politika')
      // Only the premises' and the configured person's Lithuanian names.
      expect(container.textContent?.replace('Lietuvių namai', '').replace('Ona Pavyzdytė', '')).not.toMatch(/[ąčęėįšųūž]/i)
      expect(document.title).toBe('Terms of use | Lietuviai JK')
    })

    it('says in English that no one is named yet', () => {
      setLocaleSource(() => 'en')
      nameSafetyContact('', '')
      renderWithProviders(<TermsPage />)
      expect(screen.getByText(/^The operator has not yet named the person accountable for users' safety\./)).toBeInTheDocument()
    })
  })
})
