import { beforeEach, describe, expect, it, vi } from 'vitest'
import { screen } from '@testing-library/react'
import { supabase } from '@/lib/supabase/client'
import { fakeQuery } from '@/testing/fake-query'
import { renderWithProviders } from '@/testing/render'
import { ManagedCommunityDues } from './managed-community-dues'

vi.mock('@/lib/supabase/client', () => ({ supabase: { from: vi.fn(), rpc: vi.fn() } }))

/** The entries the member manages, and an empty dues list and bank account for any community. */
function manages(entries: Array<{ id: string; name: string; directory: string; slug: string }>) {
  vi.mocked(supabase.from).mockImplementation((table: string) => {
    if (table === 'entry_managers') return fakeQuery({ data: entries.map((entry) => ({ entry_id: entry.id })) }) as never
    if (table === 'directory_entries') return fakeQuery({ data: entries }) as never
    return fakeQuery({ data: null }) as never
  })
  vi.mocked(supabase.rpc).mockReturnValue(fakeQuery({ data: [] }) as never)
}

describe('ManagedCommunityDues', () => {
  beforeEach(() => vi.clearAllMocks())

  it('offers a community’s managers its dues, named by the community, and nothing for other entries', async () => {
    manages([
      { id: 'e-1', name: 'Lidso lietuvių bendruomenė', directory: 'communities', slug: 'lidso-lietuviu-bendruomene' },
      { id: 'e-2', name: 'Choras „Gintaras“', directory: 'collectives', slug: 'choras-gintaras' },
    ])
    renderWithProviders(<ManagedCommunityDues userId="u-1" />)
    expect(await screen.findByRole('heading', { name: 'Nario mokesčiai' })).toBeInTheDocument()
    expect(screen.getByText('Lidso lietuvių bendruomenė')).toBeInTheDocument()
    expect(screen.queryByText('Choras „Gintaras“')).not.toBeInTheDocument()
    expect(await screen.findByText('Narystės prašymų su nario mokesčiu dar nėra.')).toBeInTheDocument()
    expect(supabase.rpc).toHaveBeenCalledWith('community_dues', { community: 'lidso-lietuviu-bendruomene' })
  })

  it('shows nothing to a member who manages no community', async () => {
    manages([{ id: 'e-2', name: 'Choras „Gintaras“', directory: 'collectives', slug: 'choras-gintaras' }])
    const { container } = renderWithProviders(<ManagedCommunityDues userId="u-1" />)
    await vi.waitFor(() => expect(supabase.from).toHaveBeenCalledWith('directory_entries'))
    expect(container).toBeEmptyDOMElement()
  })
})
