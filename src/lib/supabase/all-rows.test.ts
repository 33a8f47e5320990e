import { describe, expect, it, vi } from 'vitest'
import { MAX_ROWS } from '@/lib/public-rest'
import { allRows } from './all-rows'

describe('allRows', () => {
  it('asks for pages of the row limit until one comes back short', async () => {
    const rows = Array.from({ length: MAX_ROWS + 5 }, (_, id) => ({ id }))
    const page = vi.fn(async (from: number, to: number) => ({ data: rows.slice(from, to + 1) }))
    expect(await allRows(page)).toEqual(rows)
    expect(page.mock.calls).toEqual([
      [0, MAX_ROWS - 1],
      [MAX_ROWS, 2 * MAX_ROWS - 1],
    ])
  })
})
