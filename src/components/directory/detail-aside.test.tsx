import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import { DetailAside } from './detail-aside'

describe('DetailAside', () => {
  it('shows the entry’s logo beside the contacts heading, sized before it loads', () => {
    render(<DetailAside contacts={<p>info@example.org</p>} logoUrl="http://127.0.0.1:54321/storage/v1/object/public/admin-media/1.png" name="Mokykla „Saulė“" />)
    const contacts = screen.getByRole('heading', { name: 'Kontaktai' }).parentElement as HTMLElement
    const logo = within(contacts).getByRole('img', { name: 'Mokykla „Saulė“ logotipas' })
    expect(logo).toHaveAttribute('src', 'http://127.0.0.1:54321/storage/v1/object/public/admin-media/1.png')
    expect(logo).toHaveAttribute('width', '56')
    expect(logo).toHaveAttribute('height', '56')
  })

  it('shows no image for an entry without a logo', () => {
    render(<DetailAside contacts={<p>info@example.org</p>} name="Mokykla „Saulė“" verifiedAt={null} />)
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
    expect(screen.getByText('Informacija dar nepatikrinta')).toBeInTheDocument()
  })

  it('links to the entry’s place on OpenStreetMap, opened only by the visitor, with its postcode', () => {
    render(<DetailAside contacts={<p>info@example.org</p>} name="Lidso mokykla" place={{ postcode: 'LS6 1AN', latitude: 53.81928, longitude: -1.56704 }} />)
    const link = screen.getByRole('link', { name: 'Atidaryti žemėlapyje (OpenStreetMap, naujame lange)' })
    expect(link).toHaveAttribute('href', 'https://www.openstreetmap.org/?mlat=53.81928&mlon=-1.56704#map=14/53.81928/-1.56704')
    expect(link).toHaveAttribute('rel', 'noopener noreferrer')
    expect(screen.getByText(/LS6 1AN/)).toBeInTheDocument()
  })

  it('offers no map for an entry without a place', () => {
    render(<DetailAside contacts={<p>info@example.org</p>} name="Virtuali mokykla" place={null} />)
    expect(screen.queryByRole('link', { name: /žemėlapyje/ })).not.toBeInTheDocument()
  })
})
