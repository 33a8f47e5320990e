import { act, screen } from '@testing-library/react'
import userEvent from '@testing-library/user-event'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { chatRoomSnapshot } from '@/testing/fixtures/chat-rooms'
import { fakeSession, SessionTestProvider } from '@/lib/session/test-session'
import { answerDirectoryWith, samplePublishedEntries } from '@/testing/directory-api'
import { renderWithProviders } from '@/testing/render'
import { AssistantTab } from './assistant-tab'
import { RoomsTab } from './rooms-tab'
import { TopicsTab } from './topics-tab'
import type { RoomListing } from '../rooms/room-listing'
import { shownRooms } from '../rooms/shown-room'

function live(room: Partial<RoomListing> & Pick<RoomListing, 'id' | 'slug' | 'name'>): RoomListing {
  return {
    kind: 'open',
    description: '',
    topicCategory: null,
    communityId: null,
    createdAt: '2026-11-01T10:00:00+00:00',
    messageCount: 0,
    authorCount: 0,
    lastMessageAt: null,
    canRead: true,
    canWrite: true,
    ...room,
  }
}

/** The sample rooms and topics as the listing answers them. */
const sampleRooms = () => shownRooms(chatRoomSnapshot.map((room) => live({ ...room, id: room.slug })))

afterEach(() => vi.useRealTimers())

describe('chat tabs', () => {
  it('topics: category chips filter the topics', async () => {
    renderWithProviders(
      <SessionTestProvider value={fakeSession({}, { user: null })}>
        <TopicsTab rooms={sampleRooms()} online={null} onOpen={() => {}} onCreated={() => {}} />
      </SessionTestProvider>,
    )
    expect(screen.getAllByRole('button', { name: /./ }).filter((b) => b.hasAttribute('data-room'))).toHaveLength(6)
    await userEvent.click(screen.getByRole('button', { name: 'Karjera' }))
    expect(screen.getAllByRole('button').filter((b) => b.hasAttribute('data-room')).map((b) => b.getAttribute('data-room'))).toEqual(['karjera-it'])
  })

  it('rooms: none before the listing arrives; counts from the database and presence take the right Lithuanian form, presence once known', () => {
    const before = renderWithProviders(<RoomsTab rooms={shownRooms(undefined)} online={null} onOpen={() => {}} />)
    expect(screen.queryByRole('button')).not.toBeInTheDocument()
    before.unmount()
    const rooms = shownRooms([
      live({ id: 'a', slug: 'tarptautinis', name: 'Tarptautinis', messageCount: 21, authorCount: 1 }),
      live({ id: 'b', slug: 'technologijos', name: 'Technologijos', messageCount: 22, authorCount: 3 }),
      live({ id: 'c', slug: 'mano-bendruomene', kind: 'community', name: 'Mano bendruomenė', messageCount: null, authorCount: null, canRead: false }),
    ])
    const withoutPresence = renderWithProviders(<RoomsTab rooms={rooms} online={null} onOpen={() => {}} />)
    expect(screen.getByRole('button', { name: /Tarptautinis/ })).toHaveTextContent('Tarptautinis 21 žinutė 1 autorius')
    expect(screen.getByRole('button', { name: /Tarptautinis/ })).not.toHaveTextContent('prisijung')
    withoutPresence.unmount()
    const onOpen = vi.fn()
    renderWithProviders(<RoomsTab rooms={rooms} online={{ a: 1, b: 12 }} onOpen={onOpen} />)
    expect(screen.getByRole('button', { name: /Tarptautinis/ })).toHaveTextContent('Tarptautinis 21 žinutė 1 autorius 1 prisijungęs')
    expect(screen.getByRole('button', { name: /Technologijos/ })).toHaveTextContent('Technologijos 22 žinutės 3 autoriai 12 prisijungusių')
    expect(screen.getByRole('button', { name: /Mano bendruomenė/ })).toHaveTextContent('Mano bendruomenė Tik bendruomenės nariams 0 prisijungusių')
    screen.getByRole('button', { name: /Technologijos/ }).click()
    expect(onOpen).toHaveBeenCalledWith('technologijos')
  })

  it('assistant: a quick question fills the input and the grounded reply comes after a second', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true })
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime })
    // The assistant answers from the published directory.
    answerDirectoryWith(samplePublishedEntries())
    renderWithProviders(<AssistantTab />)
    await user.click(screen.getByRole('button', { name: 'Kur žaisti krepšinį Londone?' }))
    expect(screen.getByLabelText('Klausimas asistentui')).toHaveValue('Kur žaisti krepšinį Londone?')
    await user.click(screen.getByRole('button', { name: 'Siųsti' }))
    expect(screen.queryByRole('link', { name: 'Krepšinio klubas „Londono Vilkai“' })).not.toBeInTheDocument()
    await act(async () => {
      await vi.advanceTimersByTimeAsync(1000)
    })
    expect(await screen.findByRole('link', { name: 'Krepšinio klubas „Londono Vilkai“' })).toHaveAttribute('href', '/sportas/londono-vilkai')
  })
})
