import { describe, expect, it } from 'vitest'
import { clusterMarkers } from './cluster-markers'

const marker = (number: number, left: number, top: number) => ({ number, spot: { left, top } })

describe('clusterMarkers', () => {
  it('gathers markers that would overlap under the first of them, in list order, and leaves the rest alone', () => {
    const clusters = clusterMarkers([marker(1, 50, 50), marker(2, 80, 20), marker(3, 52, 51), marker(4, 50, 58)], { x: 5, y: 5 })
    expect(clusters.map(({ spot, members }) => [spot, members.map((m) => m.number)])).toEqual([
      [{ left: 50, top: 50 }, [1, 3]],
      [{ left: 80, top: 20 }, [2]],
      [{ left: 50, top: 58 }, [4]],
    ])
  })

  it('keeps every marker apart when none overlap', () => {
    expect(clusterMarkers([marker(1, 10, 10), marker(2, 20, 10)], { x: 5, y: 5 })).toHaveLength(2)
  })
})
