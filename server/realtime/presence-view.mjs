// What a subscriber's presence shows of the others, and what a tracker may claim of itself.
//
// Hosted Realtime passes a tracked payload and a client-chosen key to every subscriber as they
// are. Here, where the database can be asked:
// - the key is the caller's verified user id (the token's `sub`), whatever the client asked for;
//   a caller without one (anon, service_role) gets a random key. A `user_id` in the payload is
//   replaced by the same `sub`, or dropped. Nobody is shown under someone else's id.
// - a `room_id` in a payload on a private channel names the private channel `room:<room_id>`:
//   a tracker that may not read presence there tracks it as null, and a subscriber sees it only
//   if it may read presence there too; anyone else sees null. Who may is decided by the same
//   policies on realtime.messages that decide who joins that room's channel.
// - a subscriber of a private channel that may read its presence but not track it (a signed-out
//   visitor in a lobby) sees how many are present and nothing else: each key as a pseudonym,
//   each meta without what was tracked.
import { createHmac, randomBytes, randomUUID } from 'node:crypto'

/** Pseudonyms differ from one run of the server to the next; within one they stay the same, so diffs match the state. */
const PSEUDONYM_SECRET = randomBytes(32)
const USER_ID_FIELDS = ['user_id', 'userId']
const ROOM_FIELD = 'room_id'

/**
 * @typedef {import('./presence.mjs').PresenceMap} PresenceMap
 * @typedef {import('./presence.mjs').PresenceDiff} PresenceDiff
 * @typedef {import('./presence.mjs').Meta} Meta
 */

/** @param {{ claims: Record<string, unknown> }} caller @returns {string | null} */
export function verifiedUserId(caller) {
  const { sub } = caller.claims
  return typeof sub === 'string' && sub !== '' && caller.claims.role === 'authenticated' ? sub : null
}

/** The presence key of a caller's channel. @param {{ claims: Record<string, unknown> }} caller */
export const presenceKeyOf = (caller) => verifiedUserId(caller) ?? randomUUID()

/**
 * A payload as it may be tracked: user ids are the caller's, a room it may not read is null.
 * @param {Record<string, unknown>} payload @param {{ claims: Record<string, unknown> }} caller
 * @param {((roomId: string) => Promise<boolean>) | null} mayReadRoom null: a public channel, rooms are not checked
 * @returns {Promise<Record<string, unknown>>}
 */
export async function trackedPayload(payload, caller, mayReadRoom) {
  const userId = verifiedUserId(caller)
  /** @type {Record<string, unknown>} */
  const tracked = { ...payload }
  for (const field of USER_ID_FIELDS) {
    if (!(field in tracked)) continue
    if (userId) tracked[field] = userId
    else delete tracked[field]
  }
  if (mayReadRoom && ROOM_FIELD in tracked && !(typeof tracked[ROOM_FIELD] === 'string' && (await mayReadRoom(tracked[ROOM_FIELD])))) {
    tracked[ROOM_FIELD] = null
  }
  return tracked
}

/** @param {string} key */
const pseudonym = (key) => createHmac('sha256', PSEUDONYM_SECRET).update(key).digest('base64url').slice(0, 22)

/**
 * A presence map (a state, or one half of a diff) as one subscriber may see it.
 * @param {PresenceMap} map
 * @param {{ countOnly: boolean, mayReadRoom: ((roomId: string) => Promise<boolean>) | null }} viewer
 *   countOnly: keys as pseudonyms, metas without their payload; mayReadRoom null: nothing hidden
 * @returns {Promise<PresenceMap>}
 */
export async function viewOf(map, { countOnly, mayReadRoom }) {
  /** @type {PresenceMap} */
  const shown = {}
  for (const [key, { metas }] of Object.entries(map)) {
    if (countOnly) {
      shown[pseudonym(key)] = { metas: metas.map(({ phx_ref, phx_ref_prev }) => (phx_ref_prev ? { phx_ref, phx_ref_prev } : { phx_ref })) }
      continue
    }
    /** @type {Meta[]} */
    const visible = []
    for (const meta of metas) {
      const room = meta[ROOM_FIELD]
      visible.push(mayReadRoom && typeof room === 'string' && !(await mayReadRoom(room)) ? { ...meta, [ROOM_FIELD]: null } : meta)
    }
    shown[key] = { metas: visible }
  }
  return shown
}

/**
 * A 'presence_state' or 'presence_diff' payload as one subscriber may see it.
 * @param {'presence_state' | 'presence_diff'} event @param {PresenceMap | PresenceDiff} payload
 * @param {Parameters<typeof viewOf>[1]} viewer
 * @returns {Promise<PresenceMap | PresenceDiff>}
 */
export async function presenceViewOf(event, payload, viewer) {
  if (!viewer.countOnly && !viewer.mayReadRoom) return payload
  if (event === 'presence_state') return viewOf(/** @type {PresenceMap} */ (payload), viewer)
  const diff = /** @type {PresenceDiff} */ (payload)
  return { joins: await viewOf(diff.joins, viewer), leaves: await viewOf(diff.leaves, viewer) }
}
