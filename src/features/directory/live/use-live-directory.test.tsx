import { render, screen, waitFor } from '@testing-library/react'
import { describe, expect, it, vi } from 'vitest'
import { schools } from '@/data/schools'
import { schoolsDirectory } from '../definitions/schools'
import { publishedEntry } from '@/testing/directory-entries'
import type { PublicEntry } from '../entry'
import { useLiveDirectory } from './use-live-directory'

function SchoolNames() {
  const { items, state } = useLiveDirectory('schools', schools)
  return (
    <ul aria-label="Mokyklos" data-state={state}>
      {items.map((school) => (
        <li key={school.id}>{school.name}</li>
      ))}
    </ul>
  )
}

const entryOf = (index: number, patch: Partial<PublicEntry> = {}): PublicEntry => ({
  ...publishedEntry('schools', schoolsDirectory.toEntry(schools[index]!), index),
  ...patch,
})

const names = () => screen.getAllByRole('listitem').map((item) => item.textContent)

describe('useLiveDirectory', () => {
  it('shows the embedded snapshot first, then the published entries the API returns', async () => {
    const fetch = vi.fn(async () => Response.json([entryOf(0), entryOf(1, { name: 'Nauja mokykla', slug: 'nauja-mokykla' })]))
    vi.stubGlobal('fetch', fetch)
    render(<SchoolNames />)
    expect(names()).toHaveLength(schools.length)
    await waitFor(() => expect(names()).toEqual([schools[0]!.name, 'Nauja mokykla']))
    const url = new URL(String((fetch.mock.calls[0] as unknown[])[0]))
    expect(url.pathname).toBe('/rest/v1/directory_entries')
    expect(url.searchParams.get('directory')).toBe('eq.schools')
    expect(url.searchParams.get('status')).toBe('eq.published')
  })

  it('hands back the snapshot itself, with each entry’s trust, when the published entries equal it', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json(schools.map((_, index) => entryOf(index, { last_verified_at: '2026-11-03T10:00:00Z' })))))
    function Probe() {
      const { items, state, trustOf } = useLiveDirectory('schools', schools)
      return <p data-state={state} data-snapshot={String(items === schools)} data-verified={trustOf(schools[0]!)?.lastVerifiedAt ?? ''} />
    }
    const { container } = render(<Probe />)
    const probe = container.querySelector('p')!
    await waitFor(() => expect(probe).toHaveAttribute('data-state', 'live'))
    expect(probe).toHaveAttribute('data-snapshot', 'true')
    expect(probe).toHaveAttribute('data-verified', '2026-11-03T10:00:00Z')
  })

  it('keeps the snapshot, without an error, when the API cannot be reached', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))))
    render(<SchoolNames />)
    await waitFor(() => expect(screen.getByRole('list', { name: 'Mokyklos' })).toHaveAttribute('data-state', 'unavailable'))
    expect(names()).toHaveLength(schools.length)
    expect(screen.queryByRole('alert')).not.toBeInTheDocument()
  })

  it('shows the last live answer at once when the page is visited again', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json([entryOf(2)])))
    const first = render(<SchoolNames />)
    await waitFor(() => expect(names()).toEqual([schools[2]!.name]))
    first.unmount()
    vi.stubGlobal('fetch', vi.fn(() => new Promise<Response>(() => {})))
    render(<SchoolNames />)
    expect(names()).toEqual([schools[2]!.name])
  })

  it('leaves out an entry whose details do not have the directory’s shape', async () => {
    vi.stubGlobal('fetch', vi.fn(async () => Response.json([entryOf(0), entryOf(1, { details: { programs: 'ne sąrašas' } })])))
    render(<SchoolNames />)
    await waitFor(() => expect(names()).toEqual([schools[0]!.name]))
  })
})
