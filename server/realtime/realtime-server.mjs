// Supabase Realtime on the backend's HTTP server: the websocket endpoint supabase-js connects to
// (`/realtime/v1/websocket?apikey=…&vsn=2.0.0`), and broadcast from the database.
//
// Broadcast from the database: realtime.send() (and realtime.broadcast_changes(), which calls it)
// stores a row in realtime.messages; here a trigger of the embedded platform announces each
// row's id with NOTIFY, and the server reads the row and sends it to the topic's channels. The
// hosted service reads the same rows from the table's replication stream instead; the SQL a
// project writes is the same for both. Rows older than three days are deleted, as the hosted
// service drops its daily partitions.
import { WebSocketServer } from 'ws'
import { JSON_BODY_LIMIT } from '../config.mjs'
import { callerOf, TokenError } from './caller.mjs'
import { handleConnection } from './connection.mjs'
import { SUPPORTED_VSNS } from './frames.mjs'
import { createHub } from './hub.mjs'

export const REALTIME_PATH = '/realtime/v1/websocket'
/** The NOTIFY channel of server/sql/platform.sql's realtime.announce_message(). */
const ANNOUNCE_CHANNEL = 'embedded_realtime'
const PRUNE_EVERY_MS = 60 * 60 * 1000

/**
 * @param {import('node:net').Socket | import('node:stream').Duplex} socket
 * @param {number} status @param {string} message
 */
function refuseUpgrade(socket, status, message) {
  const body = JSON.stringify({ message })
  socket.end(
    `HTTP/1.1 ${status} ${status === 401 ? 'Unauthorized' : status === 404 ? 'Not Found' : 'Bad Request'}\r\n` +
      `Content-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  )
}

/**
 * @param {import('node:http').Server} server
 * @param {{ db: Pick<import('../db/types.mjs').Database, 'query' | 'transaction' | 'listen'>, onError: (error: unknown) => void }} options
 */
export async function attachRealtime(server, { db, onError }) {
  const hub = createHub()
  const sockets = new WebSocketServer({ noServer: true, maxPayload: JSON_BODY_LIMIT })

  // Delivered one at a time, in the order the database announced them.
  let deliveries = Promise.resolve()
  const stopListening = await db.listen(ANNOUNCE_CHANNEL, (id) => {
    deliveries = deliveries
      .then(async () => {
        // By the primary key's first column: a cast of the column would read the whole table.
        /** @type {import('../db/types.mjs').QueryResult<{ topic: string, event: string | null, payload: unknown, private: boolean | null }>} */
        const { rows } = await db.query('select topic, event, payload, private from realtime.messages where id = $1::uuid', [id])
        for (const row of rows) {
          hub.broadcast({ topic: `realtime:${row.topic}`, isPrivate: row.private === true, event: row.event ?? '', payload: row.payload })
        }
      })
      .catch(onError)
  })

  const prune = () => db.query("delete from realtime.messages where inserted_at < now() - interval '3 days'").catch(onError)
  void prune()
  const pruning = setInterval(prune, PRUNE_EVERY_MS)
  pruning.unref()

  /** @param {import('node:http').IncomingMessage} req @param {import('node:stream').Duplex} socket @param {Buffer} head */
  function upgrade(req, socket, head) {
    let url
    try {
      url = new URL(req.url?.startsWith('/') ? req.url : '/', 'http://localhost')
    } catch {
      return refuseUpgrade(socket, 400, 'Bad request')
    }
    if (url.pathname !== REALTIME_PATH) return refuseUpgrade(socket, 404, 'Not found')
    const apikey = url.searchParams.get('apikey') ?? String(req.headers.apikey ?? '')
    try {
      callerOf(apikey)
    } catch (error) {
      if (!(error instanceof TokenError)) throw error
      return refuseUpgrade(socket, 401, 'Invalid API key')
    }
    // Phoenix's own default when a client names no version.
    const vsn = url.searchParams.get('vsn') ?? '1.0.0'
    if (!SUPPORTED_VSNS.includes(vsn)) return refuseUpgrade(socket, 400, `Unsupported protocol version ${vsn}`)
    sockets.handleUpgrade(req, socket, head, (ws) => handleConnection({ socket: ws, vsn, apikey, db, hub, onError }))
  }

  // An upgrade request is anyone's input too: whatever goes wrong ends that request only.
  server.on('upgrade', (req, socket, head) => {
    try {
      upgrade(req, socket, head)
    } catch (error) {
      onError(error)
      socket.destroy()
    }
  })

  return {
    async close() {
      clearInterval(pruning)
      for (const ws of sockets.clients) ws.terminate()
      sockets.close()
      await stopListening()
      await deliveries
    },
  }
}
