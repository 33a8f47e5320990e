import { describe, expect, it } from 'vitest'
import { render, screen, within } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { NearMap, type MapItem } from './near-map'

const leeds = { latitude: 53.81928, longitude: -1.56704, label: 'LS6' }

const items: MapItem[] = [
  { anchorId: 'lidso-bendruomene', name: 'Lidso bendruomenė', latitude: 53.81928, longitude: -1.56704, distanceKm: 0 },
  { anchorId: 'manchesterio-mokykla', name: 'Mančesterio lituanistinė mokykla', latitude: 53.47734, longitude: -2.23508, distanceKm: 58.2 },
  { anchorId: 'londono-mokykla', name: 'Londono mokykla „Saulė“', latitude: 51.50265, longitude: -0.13111, distanceKm: 275.2 },
  { anchorId: 'virtuali-mokykla', name: 'Virtuali mokykla', latitude: null, longitude: null, distanceKm: null },
]

/** The outline's svg (the buttons' icons are svgs too). */
const mapSvg = (group: HTMLElement) => [...group.querySelectorAll('svg')].find((svg) => !svg.closest('button')) as SVGSVGElement

describe('NearMap', () => {
  it('names itself and the searched place', () => {
    render(<NearMap items={items} origin={leeds} />)
    expect(screen.getByRole('group', { name: 'Žemėlapis: paieškos vieta LS6 ir 3 pažymėtos vietos. Numeriai – kaip sąraše.' })).toBeInTheDocument()
    expect(screen.getByRole('img', { name: 'Paieškos vieta: LS6' })).toBeInTheDocument()
  })

  it('numbers the markers in list order, each a link to its list item named with its distance', async () => {
    const user = userEvent.setup()
    render(<NearMap items={items} origin={leeds} />)
    // Zoomed in once, Leeds and Manchester (58 km apart) are far enough apart to be told apart.
    await user.click(screen.getByRole('button', { name: 'Priartinti žemėlapį' }))
    const markers = within(screen.getByRole('group')).getAllByRole('link')
    expect(markers.map((marker) => marker.textContent)).toEqual(['1', '2', '3'])
    expect(markers.map((marker) => marker.getAttribute('aria-label')?.replaceAll('\u00a0', ' '))).toEqual([
      '1. Lidso bendruomenė, < 1 km',
      '2. Mančesterio lituanistinė mokykla, ≈ 58 km',
      '3. Londono mokykla „Saulė“, ≈ 275 km',
    ])
    expect(markers.map((marker) => marker.getAttribute('href'))).toEqual(['#lidso-bendruomene', '#manchesterio-mokykla', '#londono-mokykla'])
  })

  it('makes markers too close to tell apart one, named for each, leading to the first', () => {
    render(<NearMap items={items} origin={leeds} />)
    const markers = within(screen.getByRole('group')).getAllByRole('link')
    expect(markers.map((marker) => marker.textContent)).toEqual(['1+', '3'])
    expect(markers[0]!.getAttribute('aria-label')?.replaceAll('\u00a0', ' ')).toBe('1. Lidso bendruomenė, < 1 km; 2. Mančesterio lituanistinė mokykla, ≈ 58 km')
    expect(markers[0]).toHaveAttribute('href', '#lidso-bendruomene')
  })

  it('places a marker where its place is: London south-east of Leeds', () => {
    render(<NearMap items={items} origin={leeds} />)
    const [leedsMarker, london] = screen.getAllByRole('link').map((marker) => ({ left: parseFloat(marker.style.left), top: parseFloat(marker.style.top) }))
    expect(london!.left).toBeGreaterThan(leedsMarker!.left)
    expect(london!.top).toBeGreaterThan(leedsMarker!.top)
  })

  it('zooms in around the searched place and back out with buttons', async () => {
    const user = userEvent.setup()
    render(<NearMap items={items} origin={leeds} />)
    const group = screen.getByRole('group')
    const full = mapSvg(group).getAttribute('viewBox')
    const zoomOut = screen.getByRole('button', { name: 'Nutolinti žemėlapį' })
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true')

    const zoomIn = screen.getByRole('button', { name: 'Priartinti žemėlapį' })
    await user.click(zoomIn)
    await user.click(zoomIn)
    const zoomed = mapSvg(group).getAttribute('viewBox')?.split(' ').map(Number) ?? []
    const [, , fullWidth, fullHeight] = full?.split(' ').map(Number) ?? []
    expect(zoomed[2]).toBeCloseTo(fullWidth / 4)
    expect(zoomed[3]).toBeCloseTo(fullHeight / 4)
    expect(zoomOut).toHaveAttribute('aria-disabled', 'false')
    // A quarter of the map around Leeds shows Leeds, Manchester and the searched place; London is off it.
    expect(screen.getAllByRole('link').map((marker) => marker.textContent)).toEqual(['1', '2'])
    expect(screen.getByRole('img', { name: 'Paieškos vieta: LS6' })).toBeInTheDocument()

    await user.click(zoomOut)
    await user.click(zoomOut)
    expect(mapSvg(group).getAttribute('viewBox')).toBe(full)
    expect(zoomOut).toHaveAttribute('aria-disabled', 'true')

    await user.click(zoomIn)
    await user.click(zoomIn)
    await user.click(screen.getByRole('button', { name: 'Rodyti visą žemėlapį' }))
    expect(mapSvg(group).getAttribute('viewBox')).toBe(full)
    expect(screen.getAllByRole('link').map((marker) => marker.textContent)).toEqual(['1+', '3'])
  })

  it('stops zooming in at the closest step', async () => {
    const user = userEvent.setup()
    render(<NearMap items={items} origin={leeds} />)
    const zoomIn = screen.getByRole('button', { name: 'Priartinti žemėlapį' })
    for (let i = 0; i < 5; i++) await user.click(zoomIn)
    expect(zoomIn).toHaveAttribute('aria-disabled', 'true')
  })

  it('draws results without a searched place', () => {
    render(<NearMap items={items.slice(1, 3)} origin={null} />)
    expect(screen.getByRole('group', { name: 'Žemėlapis: 2 pažymėtos vietos. Numeriai – kaip sąraše.' })).toBeInTheDocument()
    expect(screen.queryByRole('img')).not.toBeInTheDocument()
  })
})
