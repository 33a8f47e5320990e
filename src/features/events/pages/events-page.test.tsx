import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { events } from '@/testing/fixtures/events'
import { renderWithProviders } from '@/testing/render'
import type { EventRow } from '../live/approved-events'
import { EventsPage } from './events-page'

/** The page as it arrives on `isoTime`: with the seven sample events in its data unless `pageData` says otherwise. */
function renderOn(isoTime: string, route = '/renginiai', pageData: Record<string, unknown> = { events }) {
  vi.useFakeTimers({ toFake: ['Date'] })
  vi.setSystemTime(new Date(isoTime))
  return renderWithProviders(<EventsPage />, { route, pageData })
}

const approved: EventRow = {
  id: '0b8f6d1e-3c2a-4f55-8e21-6a9c7d4b1e02',
  slug: 'kuciu-vakarone-a1b2c3',
  title: 'Kūčių vakaronė',
  description: 'Kūčių stalas ir giesmės.',
  category: 'Kultūra',
  starts_at: '2026-12-20T18:00:00Z',
  start_date: '2026-12-20',
  start_time: '18:00',
  end_date: null,
  end_time: '21:00',
  all_day: false,
  venue: 'Šv. Kazimiero salė',
  town: 'Kembridžas',
  region: 'Anglija',
  organiser_name: null,
  organiser_directory: null,
  organiser_slug: null,
  link: null,
  registration_email: null,
  price: null,
  expected_attendees: null,
  image_path: null,
  featured: false,
  postcode: null,
  latitude: null,
  longitude: null,
}

const section = (name: string) => screen.getByRole('region', { name })

describe('EventsPage', () => {
  afterEach(() => vi.useRealTimers())

  it('on 2026-11-22 lists three featured and four further events, each with a way to register', () => {
    renderOn('2026-11-22T12:00:00Z')
    expect(within(section('Išskirtiniai renginiai')).getAllByRole('heading', { level: 3 })).toHaveLength(3)
    expect(within(section('Artimiausi renginiai')).getAllByRole('heading', { level: 3 })).toHaveLength(4)
    expect(screen.queryByRole('region', { name: 'Praėję renginiai' })).not.toBeInTheDocument()
    expect(screen.getByRole('link', { name: /^Registruotis\s?: Kalėdinė lietuvių mugė/ })).toHaveAttribute('href', expect.stringMatching(/^mailto:kaledine-muge@example\.org\?subject=/))
    expect(screen.getByRole('button', { name: /^Registruotis\s?: Užgavėnės Edinburge$/ })).toBeDisabled()
    expect(screen.getAllByText('Registracija internetu dar neprieinama.')).toHaveLength(1)
    expect(fetch).not.toHaveBeenCalled()
  })

  it('moves events already held to a labelled past section without registration', () => {
    renderOn('2027-02-20T12:00:00Z')
    const past = section('Praėję renginiai')
    expect(within(past).getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Vasario 16-osios minėjimas Londone',
      'Užgavėnės Edinburge',
      'Lituanistinių mokyklų mokytojų seminaras',
    ])
    // Held more than 30 days before: off the list (its own page stays).
    expect(within(past).queryByText('Kalėdinė lietuvių mugė')).not.toBeInTheDocument()
    expect(within(past).getAllByText('Įvyko')).toHaveLength(3)
    expect(within(past).queryByRole('link', { name: /Registruotis/ })).not.toBeInTheDocument()
    expect(within(past).queryByRole('button', { name: /Pridėti į kalendorių/ })).not.toBeInTheDocument()
    expect(within(section('Išskirtiniai renginiai')).getAllByRole('heading', { level: 3 })).toHaveLength(2)
  })

  it('reached by navigation, says it is loading, then lists the approved events the API answers, filtered by the town in the address', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json([approved])))
    renderOn('2026-11-22T12:00:00Z', '/renginiai?miestas=Kembridžas', {})
    expect(screen.getByRole('status')).toHaveTextContent('Įkeliama…')
    expect(await screen.findByRole('heading', { level: 3, name: 'Kūčių vakaronė' })).toBeInTheDocument()
    await waitFor(() => expect(screen.getAllByRole('heading', { level: 3 })).toHaveLength(1))
    expect(screen.getByLabelText('Miestas')).toHaveValue('Kembridžas')
    await userEvent.selectOptions(screen.getByLabelText('Miestas'), '')
    expect(within(section('Artimiausi renginiai')).getByRole('heading', { name: 'Kūčių vakaronė' })).toBeInTheDocument()
  })

  it('says so when the events cannot be read', async () => {
    renderOn('2026-11-22T12:00:00Z', '/renginiai', {})
    expect(await screen.findByText('Nepavyko įkelti renginių. Patikrinkite ryšį ir atnaujinkite puslapį.')).toHaveAttribute('role', 'status')
    expect(screen.queryByRole('region', { name: 'Artimiausi renginiai' })).not.toBeInTheDocument()
  })

  it('offers a way out when no event matches the filters', async () => {
    renderOn('2026-11-22T12:00:00Z', '/renginiai?miestas=Londonas&menuo=2026-12')
    expect(await screen.findByRole('heading', { name: 'Pagal pasirinktus filtrus renginių nerasta' })).toBeInTheDocument()
    await userEvent.click(screen.getByRole('button', { name: 'Išvalyti filtrus' }))
    expect(within(section('Artimiausi renginiai')).getAllByRole('heading', { level: 3 })).toHaveLength(4)
  })

  it('says so when nothing is coming', () => {
    renderOn('2027-05-01T12:00:00Z')
    expect(screen.getByText(/Artimiausių renginių kol kas nėra/)).toBeInTheDocument()
    // The events of the last 30 days (the 17 April one); the earlier ones have left the list.
    expect(within(section('Praėję renginiai')).getAllByRole('heading', { level: 3 })).toHaveLength(1)
  })

  it('sorts the coming events by distance from a place in the address, the online one marked and last, with a map', async () => {
    const places: Record<string, { latitude: number; longitude: number }> = {
      'kaledine-muge': { latitude: 53.47734, longitude: -2.23508 },
      'uzgavenes-edinburge': { latitude: 55.95243, longitude: -3.1884 },
      'krepsinio-taure': { latitude: 52.4797, longitude: -1.9027 },
      'vasario-16-londone': { latitude: 51.54245, longitude: -0.00636 },
      'verslo-forumas-2027': { latitude: 51.51452, longitude: -0.14215 },
      'karjeros-diena': { latitude: 51.52464, longitude: -0.13382 },
    }
    const placed = events.map((event) => (places[event.id] ? { ...event, place: { postcode: null, ...places[event.id]! } } : event))
    renderOn('2026-11-22T12:00:00Z', '/renginiai?netoli=LS6', { events: placed })
    const byDistance = await screen.findByRole('region', { name: 'Artimiausi renginiai pagal atstumą' })
    expect(within(byDistance).getByRole('status')).toHaveTextContent('Rasta 7 renginiai; surikiuota pagal atstumą tiesia linija nuo LS6')
    const titles = within(byDistance).getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)
    expect(titles[0]).toBe('Kalėdinė lietuvių mugė')
    expect(titles.at(-1)).toBe('Lituanistinių mokyklų mokytojų seminaras')
    expect(document.querySelector('#renginys-mokytoju-seminaras > p')).toHaveTextContent('7.Nuotoliu')
    expect(await within(byDistance).findByRole('group', { name: /^Žemėlapis: paieškos vieta LS6 ir 6 pažymėtos vietos/ })).toBeInTheDocument()
    expect(screen.queryByRole('region', { name: 'Išskirtiniai renginiai' })).not.toBeInTheDocument()
  })
})
