import { afterEach, describe, expect, it } from 'vitest'
import { screen } from '@testing-library/react'
import { renderWithProviders } from '@/testing/render'
import { setLocaleSource } from '@/lib/i18n/locale'
import { TermsConsent } from './terms-consent'

describe('TermsConsent', () => {
  afterEach(() => setLocaleSource(() => 'lt'))

  it('says that sending is agreeing to the terms, which open in a new tab so the form keeps what was typed', () => {
    renderWithProviders(<TermsConsent />)
    expect(screen.getByText(/^Siųsdami sutinkate su/)).toHaveTextContent('Siųsdami sutinkate su naudojimo sąlygomis (atsidaro naujame skirtuke).')
    const link = screen.getByRole('link', { name: 'naudojimo sąlygomis (atsidaro naujame skirtuke)' })
    expect(link).toHaveAttribute('href', '/naudojimo-salygos')
    expect(link).toHaveAttribute('target', '_blank')
    expect(link).toHaveAttribute('rel', 'noopener')
  })

  it('words it for signing up, and in English', () => {
    const { unmount } = renderWithProviders(<TermsConsent action="register" />)
    expect(screen.getByText(/^Registruodamiesi sutinkate su/)).toBeInTheDocument()
    unmount()
    setLocaleSource(() => 'en')
    renderWithProviders(<TermsConsent />)
    expect(screen.getByText(/^By sending this, you agree to the/)).toHaveTextContent('By sending this, you agree to the terms of use (opens in a new tab).')
    expect(screen.getByRole('link', { name: 'terms of use (opens in a new tab)' })).toHaveAttribute('href', '/naudojimo-salygos')
  })
})
