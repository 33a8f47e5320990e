import { lazy, Suspense, useEffect, useRef, useState } from 'react'
import { useSearchParams } from '@/lib/routing'
import { paths } from '@/app/paths'
import { DirectoryHero } from '@/components/directory/directory-hero'
import { PageHead } from '@/components/page-head'
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs'
import { useBrowserValue } from '@/hooks/use-is-browser'
import { usePublicRead } from '@/hooks/use-public-read'
import { useRouteData } from '@/lib/page-data/page-data-context'
import { useSession } from '@/lib/session/use-session'
import { m } from '@/paraglide/messages'
import { AssistantTab } from '../components/assistant-tab'
import { MembersTab } from '../components/members-tab'
import { RoomsTab } from '../components/rooms-tab'
import { TopicsTab } from '../components/topics-tab'
import { onlineByRoom, type LobbyMember } from '../lobby/lobby-member'
import { memberName } from '../member-name'
import { RoomPanel } from '../room/room-panel'
import { readRoomListing } from '../rooms/room-listing'
import { shownRooms } from '../rooms/shown-room'

const LobbyPresence = lazy(async () => ({ default: (await import('../lobby/lobby-presence')).LobbyPresence }))

/** The tabs by their address (the same in both languages) and label. */
const tabs = [
  ['kambariai', m.chat_tab_rooms],
  ['temos', m.chat_tab_topics],
  ['asistentas', m.chat_tab_assistant],
  ['nariai', m.chat_tab_members],
] as const
type TabKey = (typeof tabs)[number][0]
/** The open room or topic, by its address: a reload, a shared link or signing in returns to it. */
const ROOM_PARAM = 'kambarys'
const noParams = new URLSearchParams()

export function ChatPage() {
  const [urlParams, setParams] = useSearchParams()
  // The prerendered page is the room list: the address's tab and room apply once hydrated.
  const params = useBrowserValue(urlParams.size > 0, false) ? urlParams : noParams
  const requested = params.get('skiltis')
  const tab: TabKey = tabs.some(([key]) => key === requested) ? (requested as TabKey) : 'kambariai'
  const openSlug = params.get(ROOM_PARAM)
  const { user, session } = useSession()
  // Read as the visitor: a member sees their community's room and its counts.
  // A new topic reads the list again (the version is part of the read's key).
  const [listVersion, setListVersion] = useState(0)
  const listing = usePublicRead(`chat-rooms:${user?.id ?? ''}:${listVersion}`, (signal) => readRoomListing(session?.access_token ?? null, signal))
  // The page is rendered with the rooms as anyone sees them; a member's own read replaces them.
  const publicRooms = useRouteData('chat-rooms', (signal) => readRoomListing(null, signal)).data
  const rooms = shownRooms(listing.data ?? publicRooms)
  const [lobby, setLobby] = useState<LobbyMember[] | null>(null)
  const online = user && lobby ? onlineByRoom(lobby) : null
  const openRoom = openSlug ? (rooms.find((room) => room.slug === openSlug) ?? null) : null

  function go(next: { tab?: TabKey; room?: string | null }) {
    setParams((current) => {
      const updated = new URLSearchParams(current)
      const nextTab = next.tab ?? tab
      if (nextTab === 'kambariai') updated.delete('skiltis')
      else updated.set('skiltis', nextTab)
      if (next.room) updated.set(ROOM_PARAM, next.room)
      else updated.delete(ROOM_PARAM)
      return updated
    })
  }

  // Closing a room returns focus to the card it was opened from, once the list is back.
  const returnFocusTo = useRef<string | null>(null)
  useEffect(() => {
    if (openSlug || !returnFocusTo.current) return
    document.querySelector<HTMLElement>(`[data-room="${CSS.escape(returnFocusTo.current)}"]`)?.focus()
    returnFocusTo.current = null
  }, [openSlug])

  function closeRoom() {
    returnFocusTo.current = openSlug
    go({ room: null })
  }

  // A room not in the snapshot (a new topic) is looked up once the live list arrives.
  const roomPanel = (backLabel: string) => (
    <RoomPanel key={openSlug} room={openRoom ?? (listing.isPending ? 'loading' : null)} backLabel={backLabel} onBack={closeRoom} />
  )

  return (
    <>
      <PageHead title={m.chat_title()} description={m.chat_head_description()} path={paths.chat} />
      <DirectoryHero title={m.chat_title()} lead={m.chat_hero_lead()} />
      {user && (
        <Suspense fallback={null}>
          <LobbyPresence userId={user.id} name={memberName(user)} roomId={openRoom?.live?.id ?? null} onChange={setLobby} />
        </Suspense>
      )}
      <div className="mx-auto max-w-7xl px-4 py-10">
        <Tabs value={tab} onValueChange={(value) => go({ tab: value as TabKey, room: null })}>
          <TabsList aria-label={m.chat_tabs_label()}>
            {tabs.map(([key, label]) => (
              <TabsTrigger key={key} value={key}>
                {label()}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="kambariai">
            {openSlug ? roomPanel(m.chat_back_to_rooms()) : <RoomsTab rooms={rooms} online={online} onOpen={(slug) => go({ room: slug })} />}
          </TabsContent>
          <TabsContent value="temos">
            {openSlug ? roomPanel(m.chat_back_to_topics()) : (
              <TopicsTab
                rooms={rooms}
                online={online}
                onOpen={(slug) => go({ room: slug })}
                onCreated={(slug) => {
                  setListVersion((version) => version + 1)
                  go({ room: slug })
                }}
              />
            )}
          </TabsContent>
          <TabsContent value="asistentas">
            <AssistantTab />
          </TabsContent>
          <TabsContent value="nariai">
            <MembersTab members={lobby} rooms={rooms} />
          </TabsContent>
        </Tabs>
      </div>
    </>
  )
}
