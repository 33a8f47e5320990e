import { describe, expect, it } from 'vitest'
import { sortRequests } from './sort-requests'

describe('sortRequests', () => {
  it('puts pending first, newest first within a status', () => {
    const rows = [
      { id: 'a', status: 'approved', created_at: '2026-11-03' },
      { id: 'b', status: 'pending', created_at: '2026-11-01' },
      { id: 'c', status: 'rejected', created_at: '2026-11-05' },
      { id: 'd', status: 'pending', created_at: '2026-11-04' },
    ]
    expect(sortRequests(rows).map((row) => row.id)).toEqual(['d', 'b', 'a', 'c'])
  })
})
