import { render, screen } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import type { Event } from '@/features/events/event'
import { EventRegistration } from './event-registration'

const event: Event = {
  id: 'joniniu-svente',
  title: 'Joninių šventė',
  date: '2027-06-24',
  time: '18:00',
  location: 'Londonas',
  attendees: 100,
  description: 'Laužas ir dainos.',
  price: null,
  category: 'Kultūra',
  region: 'Anglija',
  image: '/images/events/kultura.svg',
  featured: false,
}

describe('EventRegistration', () => {
  it('opens an e-mail to the organiser with the event in the subject', () => {
    render(<EventRegistration event={{ ...event, email: 'joniniu@example.org' }} />)
    const link = screen.getByRole('link', { name: /^Registruotis\s?: Joninių šventė/ })
    expect(link).toHaveAttribute('href', `mailto:joniniu@example.org?subject=${encodeURIComponent('Registracija: Joninių šventė')}`)
    expect(screen.queryByText('Registracija internetu dar neprieinama.')).not.toBeInTheDocument()
  })

  it('without an organiser address is disabled and says why', () => {
    render(<EventRegistration event={event} />)
    const button = screen.getByRole('button', { name: /^Registruotis\s?: Joninių šventė$/ })
    expect(button).toBeDisabled()
    expect(button).toHaveAccessibleDescription('Registracija internetu dar neprieinama.')
    expect(screen.getByText('Registracija internetu dar neprieinama.')).toBeVisible()
  })
})
