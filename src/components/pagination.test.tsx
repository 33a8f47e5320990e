import { screen } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { renderWithProviders } from '@/testing/render'
import { Gallery } from './directory/gallery'
import { Pagination } from './pagination'

describe('Pagination', () => {
  afterEach(() => setLocaleSource(() => 'lt'))

  it('says where the reader is and links both ways, keeping the query', () => {
    renderWithProviders(<Pagination page={2} pages={3} label="Puslapiai" />, { route: '/naujienos?kategorija=Sportas&puslapis=2' })
    expect(screen.getByText('Puslapis 2 iš 3')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Ankstesnis puslapis' })).toHaveAttribute('href', '/naujienos?kategorija=Sportas')
    expect(screen.getByRole('link', { name: 'Kitas puslapis' })).toHaveAttribute('href', '/naujienos?kategorija=Sportas&puslapis=3')
  })

  it('speaks English on English pages', () => {
    setLocaleSource(() => 'en')
    renderWithProviders(<Pagination page={2} pages={3} label="Pages" />, { route: '/naujienos?puslapis=2' })
    expect(screen.getByText('Page 2 of 3')).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Previous page' })).toBeInTheDocument()
    expect(screen.getByRole('link', { name: 'Next page' })).toBeInTheDocument()
  })
})

describe('Gallery', () => {
  afterEach(() => setLocaleSource(() => 'lt'))

  it('names its section and each photo in the page’s language', () => {
    setLocaleSource(() => 'en')
    renderWithProviders(<Gallery images={[]} name="Skamba" />)
    expect(screen.getByRole('heading', { name: 'Gallery' })).toBeInTheDocument()
    expect(screen.getByAltText('Skamba: photo 1')).toBeInTheDocument()
  })
})
