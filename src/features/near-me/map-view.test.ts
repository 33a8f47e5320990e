import { describe, expect, it } from 'vitest'
import { placeInView, viewBoxAttribute, zoomedView } from './map-view'

const full = { x: 0, y: 0, width: 600, height: 1200 }

describe('zoomedView', () => {
  it('shows the whole map at zoom 1', () => {
    expect(zoomedView(full, 1, { x: 300, y: 600 })).toEqual(full)
  })

  it('halves the view around the centre at zoom 2', () => {
    expect(zoomedView(full, 2, { x: 300, y: 500 })).toEqual({ x: 150, y: 200, width: 300, height: 600 })
  })

  it('stays inside the map near its edges', () => {
    expect(zoomedView(full, 4, { x: 10, y: 1190 })).toEqual({ x: 0, y: 900, width: 150, height: 300 })
  })
})

describe('placeInView', () => {
  it('places a point in percent of the view', () => {
    expect(placeInView({ x: 100, y: 100, width: 200, height: 400 }, { x: 150, y: 400 })).toEqual({ left: 25, top: 75 })
  })

  it('gives null for a point outside the view', () => {
    expect(placeInView({ x: 100, y: 100, width: 200, height: 400 }, { x: 50, y: 400 })).toBeNull()
  })
})

it('writes the viewBox attribute', () => {
  expect(viewBoxAttribute({ x: 1, y: 2, width: 3, height: 4 })).toBe('1 2 3 4')
})
