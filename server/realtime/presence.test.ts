import { describe, expect, it } from 'vitest'
import { createPresenceRegistry } from './presence.mjs'

describe('presence registry', () => {
  it('keeps one entry per channel under its key, replaces it on a new track and removes it on untrack', () => {
    const presence = createPresenceRegistry()
    const first = presence.track('room', 'tab-1', 'ona', { name: 'Ona' })
    presence.track('room', 'tab-2', 'ona', { name: 'Ona' })
    presence.track('room', 'tab-3', 'jonas', { name: 'Jonas' })
    expect(Object.keys(presence.state('room')).sort()).toEqual(['jonas', 'ona'])
    expect(presence.state('room').ona.metas).toHaveLength(2)

    const again = presence.track('room', 'tab-1', 'ona', { name: 'Ona K.' })
    expect(again.leaves.ona.metas[0].phx_ref).toBe(first.joins.ona.metas[0].phx_ref)
    expect(again.joins.ona.metas[0]).toMatchObject({ name: 'Ona K.', phx_ref_prev: first.joins.ona.metas[0].phx_ref })

    expect(presence.untrack('room', 'tab-3')?.leaves).toHaveProperty('jonas')
    expect(presence.untrack('room', 'tab-3')).toBeNull()
    expect(Object.keys(presence.state('room'))).toEqual(['ona'])
    expect(presence.state('elsewhere')).toEqual({})
  })
})
