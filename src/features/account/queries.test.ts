import { describe, expect, it, vi } from 'vitest'
import { accountQueries } from './queries'

vi.mock('@/lib/supabase/client', () => ({ supabase: {} }))

describe('accountQueries', () => {
  it('keeps the lists other features invalidate under the roots they invalidate', () => {
    expect(accountQueries.allProposedEvents().slice(0, 1)).toEqual(accountQueries.all())
    expect(accountQueries.proposedEvents('u1').queryKey).toEqual([...accountQueries.allProposedEvents(), 'u1'])
    expect(accountQueries.allOwnClassifieds().slice(0, 1)).toEqual(accountQueries.all())
    expect(accountQueries.ownClassifieds('u1').queryKey).toEqual([...accountQueries.allOwnClassifieds(), 'u1'])
  })
})
