import { afterEach, describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '@/testing/render'
import { setLocaleSource } from '@/lib/i18n/locale'
import { SiteFooter } from './site-footer'

describe('SiteFooter', () => {
  afterEach(() => setLocaleSource(() => 'lt'))

  it('links to the terms of use right after the privacy policy, in either language', () => {
    for (const [locale, privacy, terms] of [
      ['lt', 'Privatumo politika', 'Naudojimo sąlygos'],
      ['en', 'Privacy policy', 'Terms of use'],
    ] as const) {
      setLocaleSource(() => locale)
      const { unmount } = renderWithProviders(<SiteFooter />)
      const footer = screen.getByRole('contentinfo')
      const links = within(footer).getAllByRole('link').map((link) => link.textContent)
      expect(links.indexOf(terms), locale).toBe(links.indexOf(privacy) + 1)
      expect(within(footer).getByRole('link', { name: terms })).toHaveAttribute('href', '/naudojimo-salygos')
      unmount()
    }
  })
})
