// Who may do what on a private channel, decided as hosted Realtime decides it: by the RLS
// policies on realtime.messages, evaluated as the subscriber with realtime.topic() set to the
// channel's topic. Nothing is decided in JavaScript.
//
// In one transaction that is always rolled back:
// 1. as the database owner, insert one probe row per extension ('broadcast', 'presence');
// 2. as the subscriber (role and JWT claims set locally, as the data API does), select them:
//    each row the SELECT policies let through grants reading that extension;
// 3. still as the subscriber, insert a row per extension, each under a savepoint: each insert
//    the INSERT policies accept grants writing (a client's broadcast, tracking presence).

const EXTENSIONS = /** @type {const} */ (['broadcast', 'presence'])

/**
 * @typedef {{ broadcast: boolean, presence: boolean }} ExtensionRights
 * @typedef {{ read: ExtensionRights, write: ExtensionRights }} ChannelRights
 * @typedef {{ role: string, claims: Record<string, unknown> }} Caller
 */

class Rollback extends Error {
  /** @param {ChannelRights} rights */
  constructor(rights) {
    super('rolled back on purpose')
    this.rights = rights
  }
}

/**
 * @param {Pick<import('../db/types.mjs').Database, 'transaction'>} db
 * @param {Caller} caller @param {string} topic the channel's topic without 'realtime:'
 * @returns {Promise<ChannelRights>}
 */
export async function channelRights(db, caller, topic) {
  try {
    await db.transaction(async (tx) => {
      /** @type {import('../db/types.mjs').QueryResult<{ id: string, extension: string }>} */
      const { rows: probes } = await tx.query(
        `insert into realtime.messages (topic, extension, event, payload, private)
         select $1, extension, 'authorization probe', '{}'::jsonb, true from unnest($2::text[]) as extension
         returning id::text, extension`,
        [topic, EXTENSIONS],
      )
      await tx.query(
        `select set_config('role', $1, true), set_config('request.jwt.claims', $2, true),
                set_config('request.jwt.claim.sub', coalesce($3, ''), true), set_config('realtime.topic', $4, true)`,
        [caller.role, JSON.stringify({ ...caller.claims, role: caller.role }), typeof caller.claims.sub === 'string' ? caller.claims.sub : null, topic],
      )
      /** @type {import('../db/types.mjs').QueryResult<{ extension: string }>} */
      const { rows: readable } = await tx.query('select extension from realtime.messages where id = any($1::uuid[])', [
        probes.map((row) => row.id),
      ])
      const canRead = new Set(readable.map((row) => row.extension))
      /** @type {ExtensionRights} */
      const write = { broadcast: false, presence: false }
      for (const extension of EXTENSIONS) {
        await tx.query('savepoint write_probe')
        try {
          await tx.query(
            `insert into realtime.messages (topic, extension, event, payload, private) values ($1, $2, 'authorization probe', '{}'::jsonb, true)`,
            [topic, extension],
          )
          write[extension] = true
        } catch {
          write[extension] = false
        }
        await tx.query('rollback to savepoint write_probe')
      }
      throw new Rollback({ read: { broadcast: canRead.has('broadcast'), presence: canRead.has('presence') }, write })
    })
  } catch (error) {
    if (error instanceof Rollback) return error.rights
    throw error
  }
  throw new Error('unreachable: the authorization transaction always rolls back')
}

/** A public channel's rights: anyone joined may read and write both (hosted Realtime's rule). */
export const allRights = Object.freeze({
  read: Object.freeze({ broadcast: true, presence: true }),
  write: Object.freeze({ broadcast: true, presence: true }),
})
