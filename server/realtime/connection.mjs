// One Realtime socket: the Phoenix channel events supabase-js sends, handled one at a time in
// the order they arrive (a join is authorised against the database before the next event).
import { randomUUID } from 'node:crypto'
import { allRights, channelRights } from './authorize.mjs'
import { callerOf, TokenError } from './caller.mjs'
import { decodeFrame, encodeFrame, fieldsOf, FrameError } from './frames.mjs'
import { presenceKeyOf, presenceViewOf, trackedPayload, verifiedUserId } from './presence-view.mjs'

const TOPIC_PREFIX = 'realtime:'
/** More than any page of the portal opens; a bound on what one socket can hold. */
const MAX_CHANNELS_PER_SOCKET = 100
/** setTimeout's limit: a token expiring later is checked again then. */
const MAX_TIMER_MS = 2 ** 31 - 1
/** Rooms whose right to read a channel remembers; past that it asks the database again. */
const MAX_REMEMBERED_ROOMS = 1000
/** No room id is this long; a longer one is not looked up. */
const MAX_ROOM_ID_LENGTH = 200

/**
 * @typedef {import('./frames.mjs').Message} Message
 * @typedef {import('./hub.mjs').Subscription & {
 *   caller: ReturnType<typeof callerOf>, expiry?: NodeJS.Timeout, isClosed: boolean,
 *   readableRooms: Map<string, Promise<boolean>>, presenceQueue: Promise<void>,
 * }} Channel
 *   readableRooms: whether this channel's caller may read each room's presence, as asked so far
 */

/**
 * @param {{
 *   socket: import('ws').WebSocket, vsn: string, apikey: string,
 *   db: Parameters<typeof channelRights>[0], hub: ReturnType<typeof import('./hub.mjs').createHub>,
 *   onError: (error: unknown) => void,
 * }} options
 */
export function handleConnection({ socket, vsn, apikey, db, hub, onError }) {
  /** Joined channels by topic. @type {Map<string, Channel>} */
  const channels = new Map()
  let queue = Promise.resolve()
  let isClosed = false

  /** @param {Message} message */
  const send = (message) => {
    if (socket.readyState === socket.OPEN) socket.send(encodeFrame(message, vsn))
  }
  /** @param {Message} to @param {'ok' | 'error'} status @param {Record<string, unknown>} response */
  const reply = (to, status, response = {}) =>
    send({ joinRef: to.joinRef, ref: to.ref, topic: to.topic, event: 'phx_reply', payload: { status, response } })

  /** Ends a channel: its presence leaves, and the client is told it is closed. @param {Channel} channel */
  function close(channel) {
    channel.isClosed = true
    clearTimeout(channel.expiry)
    if (channels.get(channel.topic) === channel) channels.delete(channel.topic)
    hub.remove(channel)
    send({ joinRef: channel.joinRef, ref: null, topic: channel.topic, event: 'phx_close', payload: {} })
  }

  /** Tells the client why its channel ends, then ends it. @param {Channel} channel @param {string} message */
  function shutDown(channel, message) {
    send({
      joinRef: channel.joinRef,
      ref: null,
      topic: channel.topic,
      event: 'system',
      payload: { status: 'error', extension: 'system', channel: channel.topic.slice(TOPIC_PREFIX.length), message },
    })
    close(channel)
  }

  /** Closes the channel when its token expires. @param {Channel} channel */
  function watchExpiry(channel) {
    clearTimeout(channel.expiry)
    const { expiresAt } = channel.caller
    if (expiresAt === null) return
    channel.expiry = setTimeout(
      () => {
        if (Date.now() >= expiresAt) shutDown(channel, 'Token has expired')
        else watchExpiry(channel)
      },
      Math.min(Math.max(0, expiresAt - Date.now()), MAX_TIMER_MS),
    )
    channel.expiry.unref()
  }

  /** @param {Message} message */
  async function join(message) {
    const { topic, payload } = message
    const config = fieldsOf(payload.config)
    const presenceConfig = fieldsOf(config.presence)
    let caller
    try {
      caller = callerOf(typeof payload.access_token === 'string' ? payload.access_token : apikey)
    } catch (error) {
      if (error instanceof TokenError) return reply(message, 'error', { reason: error.message })
      throw error
    }
    if (Array.isArray(config.postgres_changes) && config.postgres_changes.length > 0) {
      return reply(message, 'error', { reason: 'Postgres Changes are not available on this server: use broadcast from the database' })
    }
    const previous = channels.get(topic)
    if (!previous && channels.size >= MAX_CHANNELS_PER_SOCKET) {
      return reply(message, 'error', { reason: `Too many channels: at most ${MAX_CHANNELS_PER_SOCKET} per connection` })
    }
    const isPrivate = config.private === true
    const name = topic.slice(TOPIC_PREFIX.length)
    const rights = isPrivate ? await channelRights(db, caller, name) : allRights
    if (isClosed) return
    if (!rights.read.broadcast) {
      return reply(message, 'error', { reason: `Unauthorized: You do not have permissions to read from this Channel topic: ${name}` })
    }
    // Joining a topic again replaces the earlier channel, as Phoenix does.
    if (previous) close(previous)
    /** @type {Channel} */
    const channel = {
      id: randomUUID(),
      topic,
      joinRef: message.joinRef,
      isPrivate,
      rights,
      caller,
      // Never config.presence.key: nobody is shown under an id the token does not prove.
      presenceKey: presenceKeyOf(caller),
      presenceEnabled: presenceConfig.enabled === true,
      broadcastSelf: fieldsOf(config.broadcast).self === true,
      push: send,
      pushPresence: (event, payload) => pushPresence(channel, event, payload),
      isClosed: false,
      readableRooms: new Map(),
      presenceQueue: Promise.resolve(),
    }
    channels.set(topic, channel)
    hub.add(channel)
    reply(message, 'ok', { postgres_changes: [] })
    hub.sendPresenceState(channel)
    watchExpiry(channel)
  }

  /** A refreshed token: the channel follows it, or ends if it no longer may read. @param {Channel} channel @param {Message} message */
  async function refreshToken(channel, message) {
    const token = message.payload.access_token
    if (typeof token !== 'string') return reply(message, 'error', { reason: 'access_token is missing' })
    const previousUser = verifiedUserId(channel.caller)
    try {
      channel.caller = callerOf(token)
    } catch (error) {
      if (error instanceof TokenError) return shutDown(channel, error.message)
      throw error
    }
    channel.readableRooms.clear()
    if (verifiedUserId(channel.caller) !== previousUser) {
      // Another user's token: what the channel tracked was the previous user's.
      hub.untrack(channel)
      channel.presenceKey = presenceKeyOf(channel.caller)
    }
    if (channel.isPrivate) {
      channel.rights = await channelRights(db, channel.caller, channel.topic.slice(TOPIC_PREFIX.length))
      if (isClosed) return
      if (!channel.rights.read.broadcast) {
        return shutDown(channel, `Unauthorized: You do not have permissions to read from this Channel topic: ${channel.topic.slice(TOPIC_PREFIX.length)}`)
      }
    }
    reply(message, 'ok')
    watchExpiry(channel)
  }

  /** @param {Channel} channel @param {Message} message */
  function clientBroadcast(channel, message) {
    const { event, payload } = message.payload
    if (!channel.rights.write.broadcast) {
      return reply(message, 'error', { reason: `Unauthorized: You do not have permissions to write to this Channel topic: ${channel.topic.slice(TOPIC_PREFIX.length)}` })
    }
    if (typeof event !== 'string') return reply(message, 'error', { reason: 'A broadcast needs an event' })
    hub.broadcast({ topic: channel.topic, isPrivate: channel.isPrivate, event, payload, from: channel })
    if (message.ref) reply(message, 'ok')
  }

  /** @param {Channel} channel @param {Message} message */
  async function presence(channel, message) {
    if (!channel.rights.write.presence) {
      return reply(message, 'error', { reason: `Unauthorized: You do not have permissions to track presence on this Channel topic: ${channel.topic.slice(TOPIC_PREFIX.length)}` })
    }
    const { event, payload } = message.payload
    if (event === 'track') {
      const tracked = await trackedPayload(fieldsOf(payload), channel.caller, channel.isPrivate ? mayReadRoom(channel) : null)
      if (channel.isClosed) return
      hub.track(channel, tracked)
    } else if (event === 'untrack') hub.untrack(channel)
    else return reply(message, 'error', { reason: `Unknown presence event: ${String(event)}` })
    reply(message, 'ok')
  }

  /**
   * Whether the channel's caller may read a room's presence: the policies that decide who joins
   * the private channel 'room:<id>', asked once per room until the token changes.
   * @param {Channel} channel @returns {(roomId: string) => Promise<boolean>}
   */
  function mayReadRoom(channel) {
    return (roomId) => {
      if (roomId.length > MAX_ROOM_ID_LENGTH) return Promise.resolve(false)
      let answer = channel.readableRooms.get(roomId)
      if (!answer) {
        if (channel.readableRooms.size >= MAX_REMEMBERED_ROOMS) channel.readableRooms.clear()
        answer = channelRights(db, channel.caller, `room:${roomId}`).then((rights) => rights.read.presence)
        channel.readableRooms.set(roomId, answer)
        // A failed answer is not remembered; the error reaches whoever awaited it.
        answer.catch(() => channel.readableRooms.delete(roomId))
      }
      return answer
    }
  }

  /**
   * Sends a presence state or diff narrowed to what this channel may see, in the order the hub
   * gave them; a failure ends this connection only.
   * @param {Channel} channel @param {'presence_state' | 'presence_diff'} event
   * @param {import('./presence.mjs').PresenceMap | import('./presence.mjs').PresenceDiff} payload
   */
  function pushPresence(channel, event, payload) {
    const viewer = {
      countOnly: channel.isPrivate && !channel.rights.write.presence,
      mayReadRoom: channel.isPrivate ? mayReadRoom(channel) : null,
    }
    channel.presenceQueue = channel.presenceQueue
      .then(async () => {
        const shown = await presenceViewOf(event, payload, viewer)
        if (!channel.isClosed) send({ joinRef: channel.joinRef, ref: null, topic: channel.topic, event, payload: shown })
      })
      .catch(fail)
  }

  /** @param {Message} message */
  async function handle(message) {
    if (message.topic === 'phoenix') {
      if (message.event === 'heartbeat') reply(message, 'ok')
      return
    }
    if (!message.topic.startsWith(TOPIC_PREFIX)) return reply(message, 'error', { reason: 'unmatched topic' })
    if (message.event === 'phx_join') return join(message)
    const channel = channels.get(message.topic)
    if (!channel || (message.joinRef !== null && message.joinRef !== channel.joinRef)) {
      return reply(message, 'error', { reason: 'unmatched topic' })
    }
    switch (message.event) {
      case 'phx_leave':
        reply(message, 'ok')
        return close(channel)
      case 'access_token':
        return refreshToken(channel, message)
      case 'broadcast':
        return clientBroadcast(channel, message)
      case 'presence':
        return presence(channel, message)
      default:
        return reply(message, 'error', { reason: `Unknown event: ${message.event}` })
    }
  }

  /**
   * Ends this connection after an error nobody expected: it is reported, and only this socket
   * closes (1011), whatever its frames held. Never throws, so nothing reaches the process.
   * @param {unknown} error
   */
  function fail(error) {
    try {
      onError(error)
    } catch {
      // The report failed too; the connection still ends.
    }
    try {
      socket.close(1011, 'Internal server error')
    } catch {
      socket.terminate()
    }
  }

  socket.on('message', (data, isBinary) => {
    let message
    try {
      message = decodeFrame(Buffer.isBuffer(data) ? data : Buffer.from(/** @type {ArrayBuffer} */ (data)), isBinary, vsn)
    } catch (error) {
      if (error instanceof FrameError) return socket.close(1003, error.message)
      return fail(error)
    }
    const current = message
    queue = queue
      .then(() => handle(current))
      .catch((error) => {
        try {
          if (current.ref) reply(current, 'error', { reason: 'Internal server error' })
        } finally {
          fail(error)
        }
      })
      // A reply that throws still ends in fail(); the queue itself never rejects.
      .catch(() => {})
  })

  // Frames the websocket library refuses (text that is not UTF-8, one larger than the limit)
  // close the socket with its own code; without a listener the error would end the process.
  socket.on('error', () => {})

  socket.on('close', () => {
    isClosed = true
    for (const channel of channels.values()) {
      channel.isClosed = true
      clearTimeout(channel.expiry)
      hub.remove(channel)
    }
    channels.clear()
  })
}
