/**
 * Realtime through the real supabase-js client over a real websocket: private channels
 * authorised by the policies on realtime.messages (supabase/migrations/20250601121900_chat_live.sql),
 * chat messages broadcast from the database, presence, client broadcasts, and tokens refused at
 * join or expiring while joined.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { RealtimeChannel, REALTIME_SUBSCRIBE_STATES } from '@supabase/supabase-js'
import WebSocket from 'ws'
import { JWT_SECRET } from '../../server/config.mjs'
import { startBackend } from '../../server/index.mjs'
import { signJwt } from '../../server/jwt.mjs'
import { addCommunities, apiUrl, ANON_KEY, client, newUser, seeded, SERVICE_ROLE_KEY, serviceClient, signInAs, type Client } from './helpers'

type Status = `${REALTIME_SUBSCRIBE_STATES}`
type Broadcast = { event: string; payload: { operation: string; record: Record<string, unknown>; old_record: unknown } }

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const opened: Client[] = []

/** A client that speaks Realtime, signed in as `account` (or anonymous). */
async function realtimeClient(account?: { email: string; password: string }) {
  const rt = client(ANON_KEY, apiUrl)
  opened.push(rt)
  if (account) {
    const { error } = await rt.auth.signInWithPassword(account)
    if (error) throw error
  }
  return rt
}

/** Subscribes and resolves with the first final status (and the error, if any). */
function subscribe(channel: RealtimeChannel) {
  return new Promise<{ status: Status; error?: Error }>((resolve) => {
    channel.subscribe((status, error) => {
      if (status !== 'SUBSCRIBED' && status !== 'CHANNEL_ERROR' && status !== 'TIMED_OUT' && status !== 'CLOSED') return
      resolve({ status, error })
    })
  })
}

/** Collects a channel's broadcasts; `next(n)` waits until n have arrived. */
function collectBroadcasts(channel: RealtimeChannel) {
  const received: Broadcast[] = []
  const waiters: Array<() => void> = []
  channel.on('broadcast', { event: '*' }, (message) => {
    received.push(message as unknown as Broadcast)
    waiters.splice(0).forEach((wake) => wake())
  })
  return {
    received,
    async next(count: number, timeout = 5000) {
      const deadline = Date.now() + timeout
      while (received.length < count) {
        if (Date.now() > deadline) throw new Error(`expected ${count} broadcasts, got ${received.length}`)
        await new Promise<void>((wake) => {
          waiters.push(wake)
          setTimeout(wake, 50)
        })
      }
      return received.slice(0, count)
    },
  }
}

async function until(check: () => boolean, what: string, timeout = 5000) {
  const deadline = Date.now() + timeout
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((wake) => setTimeout(wake, 25))
  }
}

let author: Awaited<ReturnType<typeof newUser>>
let reader: Awaited<ReturnType<typeof newUser>>
let observer: Awaited<ReturnType<typeof newUser>>
let openRoom: string
let communityRoom: string

beforeAll(async () => {
  ;[author, reader, observer] = await Promise.all([newUser('rt-autorius'), newUser('rt-skaitytojas'), newUser('rt-stebetojas')])
  const service = serviceClient()
  const { data: room, error } = await service
    .from('chat_rooms')
    .insert({ slug: `gyvas-${stamp}`, kind: 'open', name: 'Gyvas kambarys' })
    .select('id')
    .single()
  if (error) throw error
  openRoom = room.id
  const communityId = `gyva-bendruomene-${stamp}`
  await addCommunities(communityId)
  // The author is an approved member, the observer only an observer: a community's room is its members'.
  const memberships = await service.from('community_memberships').insert([
    { user_id: author.user!.id, community_id: communityId, community_name: 'Gyva bendruomenė', reason: 'participate', status: 'approved', membership_type: 'member' },
    { user_id: observer.user!.id, community_id: communityId, community_name: 'Gyva bendruomenė', reason: 'information', status: 'approved', membership_type: 'observer' },
  ])
  if (memberships.error) throw memberships.error
  const { data: created, error: roomError } = await service.from('chat_rooms').select('id').eq('community_id', communityId).single()
  if (roomError) throw roomError
  communityRoom = created.id
})

afterEach(async () => {
  await Promise.all(opened.splice(0).map((rt) => rt.removeAllChannels()))
})

describe('broadcast from the database into a private room channel', () => {
  it('delivers each new, edited, deleted and hidden message to the room, without the words of a hidden one', async () => {
    const listener = await realtimeClient(reader)
    const channel = listener.channel(`room:${openRoom}`, { config: { private: true } })
    const messages = collectBroadcasts(channel)
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED')

    const { data: posted, error } = await author.client.from('chat_messages').insert({ room_id: openRoom, body: 'Labas, kaimynai!' }).select('id').single()
    expect(error).toBeNull()
    const [created] = await messages.next(1)
    expect(created.event).toBe('INSERT')
    expect(created.payload.operation).toBe('INSERT')
    expect(created.payload.record).toMatchObject({ id: posted!.id, room_id: openRoom, body: 'Labas, kaimynai!', author_name: expect.any(String) })

    await author.client.from('chat_messages').update({ body: 'Labas, kaimynai! (pataisyta)' }).eq('id', posted!.id)
    const edited = (await messages.next(2))[1]
    expect(edited.event).toBe('UPDATE')
    expect(edited.payload.record).toMatchObject({ body: 'Labas, kaimynai! (pataisyta)' })
    expect(edited.payload.record.edited_at).not.toBeNull()

    const admin = await signInAs('admin')
    const { data: second } = await author.client.from('chat_messages').insert({ room_id: openRoom, body: 'Reklama' }).select('id').single()
    await admin.client.from('chat_messages').update({ hidden_at: new Date().toISOString() }).eq('id', second!.id)
    const hidden = (await messages.next(4))[3]
    expect(hidden.payload.record).toMatchObject({ id: second!.id, body: '', hidden_by: null })
    expect(hidden.payload.record.hidden_at).not.toBeNull()
    expect(hidden.payload.old_record).toBeNull()

    await author.client.from('chat_messages').update({ deleted_at: new Date().toISOString() }).eq('id', posted!.id)
    const deleted = (await messages.next(5))[4]
    expect(deleted.payload.record).toMatchObject({ id: posted!.id, body: '' })
    expect(deleted.payload.record.deleted_at).not.toBeNull()
  })

  it("lets a community's approved members and administrators join its room, and refuses observers and signed-out visitors", async () => {
    const member = await realtimeClient(author)
    expect((await subscribe(member.channel(`room:${communityRoom}`, { config: { private: true } }))).status).toBe('SUBSCRIBED')

    const administrator = await realtimeClient(seeded.admin)
    expect((await subscribe(administrator.channel(`room:${communityRoom}`, { config: { private: true } }))).status).toBe('SUBSCRIBED')

    const notMember = await realtimeClient(observer)
    const refused = await subscribe(notMember.channel(`room:${communityRoom}`, { config: { private: true } }))
    expect(refused.status).toBe('CHANNEL_ERROR')
    expect(refused.error?.message).toContain(`Unauthorized: You do not have permissions to read from this Channel topic: room:${communityRoom}`)

    const visitor = await realtimeClient()
    const visitorChannel = visitor.channel(`room:${communityRoom}`, { config: { private: true } })
    expect((await subscribe(visitorChannel)).status).toBe('CHANNEL_ERROR')
    expect((await subscribe(visitor.channel('room:not-a-room', { config: { private: true } }))).status).toBe('CHANNEL_ERROR')

    // A member posts: the member's channel gets it, the refused ones get nothing.
    const memberChannel = member.getChannels().find((channel) => channel.topic === `realtime:room:${communityRoom}`)!
    const delivered = collectBroadcasts(memberChannel)
    const refusedChannel = notMember.getChannels().find((channel) => channel.topic === `realtime:room:${communityRoom}`)!
    const leaked = [collectBroadcasts(refusedChannel), collectBroadcasts(visitorChannel)]
    const { error } = await author.client.from('chat_messages').insert({ room_id: communityRoom, body: 'Tik nariams' })
    expect(error).toBeNull()
    await delivered.next(1)
    await new Promise((wake) => setTimeout(wake, 200))
    expect(leaked.map((channel) => channel.received)).toEqual([[], []])
    // Nor through the data API.
    expect((await observer.client.from('chat_messages').select('body').eq('room_id', communityRoom)).data).toEqual([])
    expect((await client().from('chat_messages').select('body').eq('room_id', communityRoom)).error?.code).toBe('42501')
  })

  it('sends a private broadcast to private channels only', async () => {
    // Two clients: supabase-js keeps one channel per topic name in a client.
    const publicChannel = (await realtimeClient(reader)).channel(`room:${openRoom}`)
    const privateChannel = (await realtimeClient(reader)).channel(`room:${openRoom}`, { config: { private: true } })
    const publicMessages = collectBroadcasts(publicChannel)
    const privateMessages = collectBroadcasts(privateChannel)
    expect((await subscribe(publicChannel)).status).toBe('SUBSCRIBED')
    expect((await subscribe(privateChannel)).status).toBe('SUBSCRIBED')
    await author.client.from('chat_messages').insert({ room_id: openRoom, body: 'Tik privačiam kanalui' })
    await privateMessages.next(1)
    expect(publicMessages.received).toEqual([])
  })
})

describe('tokens', () => {
  const tokenFor = (userId: string, secondsLeft: number, secret = JWT_SECRET) =>
    signJwt({ sub: userId, role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + secondsLeft }, secret)

  it('refuses an expired or forged token at join', async () => {
    const rt = await realtimeClient()
    await rt.realtime.setAuth(tokenFor(reader.user!.id, -60))
    const expired = await subscribe(rt.channel(`room:${openRoom}`, { config: { private: true } }))
    expect(expired.status).toBe('CHANNEL_ERROR')
    expect(expired.error?.message).toMatch(/^InvalidJWTToken: Token has expired \d+ seconds ago/)

    const forger = await realtimeClient()
    await forger.realtime.setAuth(tokenFor(reader.user!.id, 3600, 'another-secret-another-secret-another-secret'))
    const forged = await subscribe(forger.channel(`room:${openRoom}`, { config: { private: true } }))
    expect(forged.status).toBe('CHANNEL_ERROR')
    expect(forged.error?.message).toContain('InvalidJWTToken')
  })

  it('closes a channel when its token expires, saying why', async () => {
    const rt = await realtimeClient()
    await rt.realtime.setAuth(tokenFor(reader.user!.id, 2))
    const channel = rt.channel(`room:${openRoom}`, { config: { private: true } })
    const system: Array<Record<string, unknown>> = []
    channel.on('system', {}, (payload) => system.push(payload))
    const statuses: Status[] = []
    channel.subscribe((status) => statuses.push(status))
    await until(() => statuses.includes('SUBSCRIBED'), 'the join')
    await until(() => statuses.includes('CLOSED'), 'the channel to close on expiry', 6000)
    expect(system).toContainEqual(expect.objectContaining({ status: 'error', message: 'Token has expired' }))
  })

  it('keeps a channel open when the token is refreshed before it expires', async () => {
    const rt = await realtimeClient()
    await rt.realtime.setAuth(tokenFor(reader.user!.id, 2))
    const channel = rt.channel(`room:${openRoom}`, { config: { private: true } })
    const messages = collectBroadcasts(channel)
    const statuses: Status[] = []
    channel.subscribe((status) => statuses.push(status))
    await until(() => statuses.includes('SUBSCRIBED'), 'the join')
    await rt.realtime.setAuth(tokenFor(reader.user!.id, 3600))
    await new Promise((wake) => setTimeout(wake, 2500))
    expect(statuses).not.toContain('CLOSED')
    await author.client.from('chat_messages').insert({ room_id: openRoom, body: 'Vis dar čia?' })
    const [received] = await messages.next(1)
    expect(received.payload.record).toMatchObject({ body: 'Vis dar čia?' })
  })
})

describe('presence', () => {
  it("shows who has a room open, and who left", async () => {
    const first = await realtimeClient(author)
    const second = await realtimeClient(reader)
    const authorId = author.user!.id
    const readerId = reader.user!.id
    const a = first.channel(`room:${openRoom}`, { config: { private: true, presence: { key: authorId } } })
    const b = second.channel(`room:${openRoom}`, { config: { private: true, presence: { key: readerId } } })
    const left: string[] = []
    a.on('presence', { event: 'sync' }, () => {})
    a.on('presence', { event: 'leave' }, ({ key }) => left.push(key))
    b.on('presence', { event: 'sync' }, () => {})
    expect((await subscribe(a)).status).toBe('SUBSCRIBED')
    expect((await subscribe(b)).status).toBe('SUBSCRIBED')
    expect(await a.track({ name: 'Autorius' })).toBe('ok')
    expect(await b.track({ name: 'Skaitytojas' })).toBe('ok')
    await until(() => Object.keys(a.presenceState()).length === 2, 'both members in the room')
    expect(a.presenceState()[readerId]).toEqual([expect.objectContaining({ name: 'Skaitytojas' })])

    await second.removeChannel(b)
    await until(() => left.includes(readerId), 'the reader to leave')
    expect(Object.keys(a.presenceState())).toEqual([authorId])
  })

  it('counts signed-in members in the lobby for everyone, and does not count signed-out visitors', async () => {
    const visitor = await realtimeClient()
    const lobby = visitor.channel('chat:lobby', { config: { private: true } })
    lobby.on('presence', { event: 'sync' }, () => {})
    expect((await subscribe(lobby)).status).toBe('SUBSCRIBED')
    expect(await lobby.track({ room_id: openRoom })).toBe('error')

    const signedIn = await realtimeClient(reader)
    const own = signedIn.channel('chat:lobby', { config: { private: true, presence: { key: reader.user!.id } } })
    own.on('presence', { event: 'sync' }, () => {})
    expect((await subscribe(own)).status).toBe('SUBSCRIBED')
    expect(await own.track({ room_id: openRoom })).toBe('ok')
    await until(() => Object.keys(lobby.presenceState()).length === 1, 'the member counted in the lobby')
    await until(() => own.presenceState()[reader.user!.id]?.length === 1, 'the member in their own lobby')
  })

  /** Joins the lobby as `account` (signed out if none), listening to its presence, as the app does: keyed by the user's id. */
  async function lobbyOf(account?: { email: string; password: string }) {
    const rt = await realtimeClient(account)
    const key = (await rt.auth.getSession()).data.session?.user.id
    const channel = rt.channel('chat:lobby', { config: { private: true, ...(key ? { presence: { key } } : {}) } })
    channel.on('presence', { event: 'sync' }, () => {})
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED')
    return channel
  }

  it("tells a signed-out visitor in the lobby how many members are there, not who they are nor which community's room they have open", async () => {
    const visitor = await lobbyOf()
    const member = await lobbyOf(author)
    expect(await member.track({ name: 'Autorius A.', room_id: communityRoom })).toBe('ok')
    await until(() => Object.keys(visitor.presenceState()).length === 1, 'the member counted')
    const seen = JSON.stringify(visitor.presenceState())
    expect(seen).not.toContain(author.user!.id)
    expect(seen).not.toContain('Autorius')
    expect(seen).not.toContain(communityRoom)
    expect(Object.values(visitor.presenceState())[0]).toEqual([{ presence_ref: expect.any(String) }])
  })

  it("shows a community room's id in the lobby only to those who may read that room", async () => {
    const member = await lobbyOf(author)
    const notMember = await lobbyOf(observer)
    const administrator = await lobbyOf(seeded.admin)
    expect(await member.track({ name: 'Autorius A.', room_id: communityRoom })).toBe('ok')
    const authorId = author.user!.id
    await until(() => [notMember, administrator].every((lobby) => lobby.presenceState()[authorId]?.length === 1), 'the member in every lobby')
    expect(administrator.presenceState()[authorId]).toEqual([expect.objectContaining({ name: 'Autorius A.', room_id: communityRoom })])
    expect(notMember.presenceState()[authorId]).toEqual([expect.objectContaining({ name: 'Autorius A.', room_id: null })])

    // An open room is every member's to see; a room the tracker may not read is not claimed.
    expect(await member.track({ name: 'Autorius A.', room_id: openRoom })).toBe('ok')
    await until(() => notMember.presenceState<{ room_id?: string | null }>()[authorId]?.[0]?.room_id === openRoom, 'the open room shown')
    const outsider = await lobbyOf(reader)
    expect(await outsider.track({ name: 'Skaitytojas S.', room_id: communityRoom })).toBe('ok')
    await until(() => administrator.presenceState()[reader.user!.id]?.length === 1, 'the outsider in the lobby')
    expect(administrator.presenceState()[reader.user!.id]).toEqual([expect.objectContaining({ room_id: null })])
  })

  it("shows a member who tracks under another's id and name under their own verified id", async () => {
    const admin = await signInAs('admin')
    const adminId = admin.user!.id
    const forger = (await realtimeClient(reader)).channel('chat:lobby', { config: { private: true, presence: { key: adminId } } })
    forger.on('presence', { event: 'sync' }, () => {})
    expect((await subscribe(forger)).status).toBe('SUBSCRIBED')
    const watcher = await lobbyOf(observer)
    expect(await forger.track({ name: 'Administratorius', user_id: adminId })).toBe('ok')
    const readerId = reader.user!.id
    await until(() => watcher.presenceState()[readerId]?.length === 1, 'the forger under their own id')
    expect(watcher.presenceState()[adminId]).toBeUndefined()
    expect(watcher.presenceState()[readerId]).toEqual([expect.objectContaining({ user_id: readerId })])

    // On a public channel a signed-out caller is shown under a key of its own, never a member's.
    const topic = `viesas-buvimas-${stamp}`
    const anonymous = (await realtimeClient()).channel(topic, { config: { presence: { key: readerId } } })
    const other = (await realtimeClient(observer)).channel(topic)
    for (const channel of [anonymous, other]) {
      channel.on('presence', { event: 'sync' }, () => {})
      expect((await subscribe(channel)).status).toBe('SUBSCRIBED')
    }
    expect(await anonymous.track({ user_id: readerId })).toBe('ok')
    await until(() => Object.keys(other.presenceState()).length === 1, 'the anonymous caller present')
    expect(other.presenceState()[readerId]).toBeUndefined()
    expect(JSON.stringify(other.presenceState())).not.toContain(readerId)
  })
})

describe('the channel protocol', () => {
  it('relays a client broadcast on a public channel to the other subscribers, and back to the sender only with self', async () => {
    const topic = `viesas-${stamp}`
    const sender = await realtimeClient()
    const receiver = await realtimeClient()
    const out = sender.channel(topic, { config: { broadcast: { self: false, ack: true } } })
    const echo = sender.channel(`${topic}-self`, { config: { broadcast: { self: true } } })
    const into = receiver.channel(topic)
    const outMessages = collectBroadcasts(out)
    const inMessages = collectBroadcasts(into)
    const echoMessages = collectBroadcasts(echo)
    for (const channel of [out, echo, into]) expect((await subscribe(channel)).status).toBe('SUBSCRIBED')

    expect(await out.send({ type: 'broadcast', event: 'labas', payload: { text: 'Sveiki' } })).toBe('ok')
    const [received] = await inMessages.next(1)
    expect(received).toMatchObject({ event: 'labas', payload: { text: 'Sveiki' } })
    await echo.send({ type: 'broadcast', event: 'aidas', payload: { n: 1 } })
    expect((await echoMessages.next(1))[0]).toMatchObject({ event: 'aidas' })
    expect(outMessages.received).toEqual([])
  })

  it('refuses a client broadcast on a private room channel, which only the database writes', async () => {
    const rt = await realtimeClient(reader)
    const channel = rt.channel(`room:${openRoom}`, { config: { private: true, broadcast: { ack: true } } })
    expect((await subscribe(channel)).status).toBe('SUBSCRIBED')
    expect(await channel.send({ type: 'broadcast', event: 'INSERT', payload: { record: { body: 'Netikra žinutė' } } })).toBe('error')
  })

  it('refuses Postgres Changes, which this server does not provide', async () => {
    const rt = await realtimeClient(reader)
    const channel = rt.channel(`pokyciai-${stamp}`).on('postgres_changes', { event: '*', schema: 'public', table: 'chat_messages' }, () => {})
    const result = await subscribe(channel)
    expect(result.status).toBe('CHANNEL_ERROR')
    expect(result.error?.message).toContain('Postgres Changes are not available')
  })

  it('refuses a connection without a valid API key', async () => {
    const status = await new Promise<number>((resolve, reject) => {
      const socket = new WebSocket(`${apiUrl.replace(/^http/, 'ws')}/realtime/v1/websocket?vsn=2.0.0&apikey=nonsense`)
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0))
      socket.on('open', () => reject(new Error('the socket opened')))
      socket.on('error', () => {})
    })
    expect(status).toBe(401)
  })
})

describe('a restart of the backend', () => {
  it('is followed by a rejoin on its own, and what was posted meanwhile is in the history', { timeout: 60_000 }, async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'realtime-restart-'))
    let backend = await startBackend({ port: 0, dataDir, bcryptCost: 4, quiet: true })
    try {
      const url = backend.url
      const service = client(SERVICE_ROLE_KEY, url)
      const { data: room } = await service.from('chat_rooms').select('id').eq('slug', 'bendras').single()
      // The seeded member, signed in on each client: after a reconnection realtime-js asks the
      // client's session for the token again (a token set by hand would fall back to the anon key).
      const memberId = '00000000-0000-4000-8000-000000000002'
      const readers = [client(ANON_KEY, url), client(ANON_KEY, url)]
      opened.push(...readers)
      for (const reader of readers) {
        const { error } = await reader.auth.signInWithPassword(seeded.member)
        if (error) throw error
      }
      const { data: session } = await readers[0].auth.getSession()
      const token = session.session!.access_token
      const watched = await Promise.all(
        readers.map(async (reader) => {
          const channel = reader.channel(`room:${room!.id}`, { config: { private: true } })
          const statuses: Status[] = []
          const messages = collectBroadcasts(channel)
          channel.subscribe((status) => statuses.push(status))
          await until(() => statuses.includes('SUBSCRIBED'), 'the first join')
          return { statuses, messages }
        }),
      )

      await backend.close()
      backend = await startBackend({ port: Number(new URL(url).port), dataDir, bcryptCost: 4, quiet: true })
      const gap = await service.from('chat_messages').insert({ room_id: room!.id, author_id: memberId, body: 'Parašyta per pertrauką' })
      expect(gap.error).toBeNull()

      for (const { statuses } of watched) {
        await until(() => statuses.filter((status) => status === 'SUBSCRIBED').length === 2, 'the rejoin after the restart', 30_000)
      }
      // What the page reads again after a rejoin: the message written during the gap is there.
      const history = await fetch(`${url}/rest/v1/chat_messages?select=body&room_id=eq.${room!.id}&order=created_at.desc&limit=50`, {
        headers: { apikey: ANON_KEY, Authorization: `Bearer ${token}` },
      })
      expect((await history.json()) as Array<{ body: string }>).toContainEqual({ body: 'Parašyta per pertrauką' })

      await service.from('chat_messages').insert({ room_id: room!.id, author_id: memberId, body: 'Po pertraukos' })
      for (const { messages } of watched) {
        await until(() => messages.received.some((message) => message.payload.record.body === 'Po pertraukos'), 'the live message after the restart')
      }
    } finally {
      await Promise.all(opened.splice(0).map((rt) => rt.removeAllChannels()))
      await backend.close()
      rmSync(dataDir, { recursive: true, force: true })
    }
  })
})
