import { afterEach, describe, expect, it, vi } from 'vitest'
import { screen, within } from '@testing-library/react'
import { supabase } from '@/lib/supabase/client'
import { renderWithProviders } from '@/testing/render'
import { fakeQuery } from '@/testing/fake-query'
import { formatUkDateTime } from '@/lib/uk-time'
import { PageFailures } from './page-failures'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn() } }))

afterEach(() => vi.restoreAllMocks())

describe('PageFailures', () => {
  it('lists each page that failed to render with its address, the first line of its error and when', async () => {
    const query = fakeQuery({
      data: [
        { path: '/mokykla/acc-mokykla', error: 'Error: /mokykla/acc-mokykla rendered with status 404\n    at tryRender (prerender.mjs:77:13)', source: 'build', failed_at: '2026-11-20T10:00:00Z' },
        { path: '/renginiai', error: 'TypeError: fetch failed', source: 'server', failed_at: '2026-11-21T09:30:00Z' },
      ],
    })
    vi.mocked(supabase.from).mockImplementation(() => query as never)
    renderWithProviders(<PageFailures />)

    expect(screen.getByRole('heading', { name: 'Puslapiai, kurių nepavyko sugeneruoti' })).toBeInTheDocument()
    const list = await screen.findByRole('list', { name: 'Puslapiai, kurių nepavyko sugeneruoti' })
    const [school, events] = within(list).getAllByRole('listitem')
    expect(school).toHaveTextContent('/mokykla/acc-mokykla')
    expect(school).toHaveTextContent('Kuriant svetainę')
    expect(school).toHaveTextContent('Error: /mokykla/acc-mokykla rendered with status 404')
    expect(school).not.toHaveTextContent('at tryRender')
    expect(school).toHaveTextContent(`Nepavyko ${formatUkDateTime('2026-11-20T10:00:00Z')}`)
    expect(events).toHaveTextContent('Svetainės serveryje')
    expect(events).toHaveTextContent('TypeError: fetch failed')
    expect(supabase.from).toHaveBeenCalledWith('page_render_failures')
    expect(query.calls).toContainEqual(['order', ['failed_at', { ascending: false }]])
  })

  it('says so when every page rendered', async () => {
    vi.mocked(supabase.from).mockImplementation(() => fakeQuery({ data: [] }) as never)
    renderWithProviders(<PageFailures />)
    expect(await screen.findByText('Visi puslapiai sugeneruoti sėkmingai.')).toBeInTheDocument()
    expect(screen.queryByRole('list')).not.toBeInTheDocument()
  })

  it('says the list could not be read', async () => {
    vi.mocked(supabase.from).mockImplementation(() => fakeQuery({ data: null, error: { message: 'permission denied' } }) as never)
    renderWithProviders(<PageFailures />)
    expect(await screen.findByRole('alert')).toHaveTextContent('Nepavyko įkelti puslapių, kurių nepavyko sugeneruoti.')
  })
})
