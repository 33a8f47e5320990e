import { describe, expect, it } from 'vitest'
import { screen, within } from '@testing-library/react'
import { renderWithProviders } from '@/testing/render'
import { AdminNav } from './admin-nav'

describe('AdminNav', () => {
  it('offers one link to the directory editor, marked current on its page, and one to the news editor', () => {
    renderWithProviders(<AdminNav />, { route: '/admin/organizations' })
    const nav = screen.getByRole('navigation', { name: 'Administravimas' })
    const links = within(nav).getAllByRole('link')
    expect(links.map((link) => link.textContent)).toEqual(['Apžvalga', 'Katalogas', 'Kontaktai', 'Medija', 'Narystės', 'Pranešimai', 'Moderavimas', 'Naujienos', 'Renginiai', 'Svarbi informacija'])
    const editor = within(nav).getByRole('link', { name: 'Katalogas' })
    expect(editor).toHaveAttribute('href', '/admin/organizations')
    expect(editor).toHaveAttribute('aria-current', 'page')
    expect(within(nav).getByRole('link', { name: 'Naujienos' })).toHaveAttribute('href', '/admin/naujienos')
  })
})
