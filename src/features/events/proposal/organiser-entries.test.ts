import { describe, expect, it } from 'vitest'
import { findOrganiserEntry, type OrganiserEntry } from './organiser-entries'

const entries: OrganiserEntry[] = [
  { id: '1', name: 'Londono lietuvių choras', directory: 'collectives', slug: 'londono-choras' },
  { id: '2', name: 'Mančesterio bendruomenė', directory: 'communities', slug: 'manchester' },
]

describe('findOrganiserEntry', () => {
  it('finds the entry whose name was typed, whatever the case and spacing', () => {
    expect(findOrganiserEntry(entries, '  londono  LIETUVIŲ choras ')?.id).toBe('1')
  })

  it('finds nothing for another name, an empty field or before the entries load', () => {
    expect(findOrganiserEntry(entries, 'Londono choras')).toBeNull()
    expect(findOrganiserEntry(entries, '  ')).toBeNull()
    expect(findOrganiserEntry(undefined, 'Londono lietuvių choras')).toBeNull()
  })
})
