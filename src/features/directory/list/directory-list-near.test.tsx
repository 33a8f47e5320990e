import { screen, waitFor, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { describe, expect, it, vi } from 'vitest'
import type { Place } from '@/features/near-me/place'
import { SchoolsPage } from '@/features/schools/pages/schools-page'
import { schools } from '@/testing/fixtures/schools'
import { answerListPagesWith } from '@/testing/directory-api'
import { publishedEntry } from '@/testing/directory-entries'
import { directoryListPageData } from '@/testing/page-data'
import { renderWithProviders } from '@/testing/render'
import { schoolsDirectory } from '../definitions/schools'

/** Places by school: Manchester, Belfast, London, Edinburgh; the online ones and the rest have none. */
const placed: Record<string, Place> = {
  'mancesterio-lituanistine-mokykla-vytis': { postcode: 'M1 1AA', latitude: 53.47734, longitude: -2.23508 },
  'belfasto-lituanistine-mokykla-gintaras': { postcode: 'BT9', latitude: 54.57176, longitude: -5.94894 },
  'londono-lituanistine-mokykla-gintarelis': { postcode: 'SW1A', latitude: 51.50265, longitude: -0.13111 },
  'edinburgo-lituanistine-mokykla-pagrandukas': { postcode: 'EH1', latitude: 55.95243, longitude: -3.1884 },
}
const pageData = directoryListPageData('schools', schools, { places: schools.map((school) => placed[school.id] ?? null) })

/** What the database answers sorted from Leeds: the four places nearest first, then the schools without a place. */
function answerSortedFromLeeds(options: { nearestBeyondRadius?: boolean; only?: number } = {}) {
  const order = Object.keys(placed)
  const sorted = [...schools].sort((a, b) => (order.includes(a.id) ? order.indexOf(a.id) : 99) - (order.includes(b.id) ? order.indexOf(b.id) : 99)).slice(0, options.only)
  const entries = sorted.map((school, index) => publishedEntry('schools', schoolsDirectory.toEntry(school), index, placed[school.id] ?? null))
  return answerListPagesWith(entries, { distances: [58.2, 259.4, 275.1, 297.3], nearestBeyondRadius: options.nearestBeyondRadius })
}

const open = (route = '/lituanistinis-mokymas') => {
  const view = renderWithProviders(<SchoolsPage />, { route, pageData })
  return { ...view, user: userEvent.setup() }
}

/** Each result's first line: its number and distance, as the list shows them. */
const badges = () => [...document.querySelectorAll('[id^="vieta-"] > p')].map((line) => line.textContent)

describe('a list of places sorted by distance', () => {
  it('sorts by a typed postcode, nearest first, with km and miles, and keeps the place in the address', async () => {
    const { calls } = answerSortedFromLeeds()
    const { user, location } = open()
    await user.type(screen.getByLabelText('Pašto kodas'), 'ls6 1an')
    await user.click(screen.getByRole('button', { name: 'Rikiuoti pagal atstumą' }))
    await waitFor(() => expect(location.current).toBe('/lituanistinis-mokymas?netoli=LS6+1AN'))
    expect(await screen.findByText(/surikiuota pagal atstumą tiesia linija nuo LS6 1AN/)).toHaveAttribute('role', 'status')
    // The database sorts, from the postcode district's centre.
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ list_directory: 'schools', origin_latitude: expect.closeTo(53.8, 1), origin_longitude: expect.closeTo(-1.57, 1), within_km: null }))
    await waitFor(() => expect(badges()).toHaveLength(schools.length))
    expect(badges().slice(0, 4).map((line) => line?.replaceAll('\u00a0', ' '))).toEqual([
      '1.≈ 58 km (36 mi) tiesiai',
      '2.≈ 259 km (161 mi) tiesiai',
      '3.≈ 275 km (171 mi) tiesiai',
      '4.≈ 297 km (185 mi) tiesiai',
    ])
    // The online schools are listed too, marked, after the places.
    expect(badges().filter((line) => line?.endsWith('Nuotoliu'))).toHaveLength(2)
    expect(badges().slice(4).every((line) => /(Nuotoliu|Vieta nenurodyta)$/.test(line ?? ''))).toBe(true)
    const map = await screen.findByRole('group', { name: /Žemėlapis: paieškos vieta LS6 1AN ir 4 pažymėtos vietos/ })
    expect(within(map).getAllByRole('link').map((marker) => marker.getAttribute('aria-label'))[0]).toMatch(/^1\. Mančesterio lituanistinė mokykla „Vytis“, ≈/)
    expect(within(map).getAllByRole('link')[0]).toHaveAttribute('href', '#vieta-mancesterio-lituanistine-mokykla-vytis')
  })

  it('sorts a shared link the same way, and narrows by radius without ever emptying the list', async () => {
    const { calls } = answerSortedFromLeeds({ nearestBeyondRadius: true, only: 1 })
    const { user } = open('/lituanistinis-mokymas?netoli=LS6')
    expect(await screen.findByText(/nuo LS6/)).toBeInTheDocument()
    expect(screen.getByLabelText('Pašto kodas')).toHaveValue('LS6')
    await user.selectOptions(screen.getByLabelText('Atstumas'), '10')
    await waitFor(() => expect(calls().at(-1)).toMatchObject({ within_km: 10 }))
    await waitFor(() => expect(screen.getByRole('status', { name: '' })).toHaveTextContent('Iki 10 km nieko neradome, todėl rodoma artimiausia vieta.'))
    expect(badges()[0]).toMatch(/^1\.≈\u00a058\u00a0km/)
  })

  it('keeps what was typed and says so when the postcode is unknown or is no postcode', async () => {
    const { user, location } = open()
    const field = screen.getByLabelText('Pašto kodas')
    await user.type(field, 'ZZ99 9ZZ{Enter}')
    expect(await screen.findByText(/^Tokio pašto kodo neradome: „ZZ99 9ZZ“/)).toBeInTheDocument()
    expect(field).toHaveValue('ZZ99 9ZZ')
    expect(field).toHaveFocus()
    expect(field).toHaveAttribute('aria-invalid', 'true')
    expect(location.current).toBe('/lituanistinis-mokymas')
    await user.clear(field)
    await user.type(field, 'LS99{Enter}')
    expect(await screen.findByText(/^Pašto kodo LS99 neradome/)).toBeInTheDocument()
    expect(field).toHaveValue('LS99')
  })

  it('asks for the location only when pressed, and a refusal sends the visitor to the field', async () => {
    const getCurrentPosition = vi.fn((_ok: PositionCallback, fail?: PositionErrorCallback | null) => fail?.({ code: 1, message: 'denied' } as GeolocationPositionError))
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } })
    const { user } = open()
    expect(getCurrentPosition).not.toHaveBeenCalled()
    await user.click(screen.getByRole('button', { name: 'Mano vieta' }))
    expect(await screen.findByText(/Naršyklė neleido nustatyti jūsų vietos/)).toBeInTheDocument()
    expect(screen.getByLabelText('Pašto kodas')).toHaveFocus()
  })

  it('sorts by the visitor’s position and writes only its district into the address', async () => {
    const getCurrentPosition = vi.fn((ok: PositionCallback) => ok({ coords: { latitude: 53.8, longitude: -1.55 } } as GeolocationPosition))
    vi.stubGlobal('navigator', { ...navigator, geolocation: { getCurrentPosition } })
    answerSortedFromLeeds()
    const { user, location } = open()
    await user.click(screen.getByRole('button', { name: 'Mano vieta' }))
    await waitFor(() => expect(location.current).toMatch(/\?netoli=LS\d+$/))
    expect(await screen.findByText(/nuo jūsų vietos \(LS\d+ rajone\)/)).toBeInTheDocument()
    expect(location.current).not.toContain('53.8')
  })
})
