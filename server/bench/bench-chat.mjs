// npm run bench:chat — a benchmark, not a test. Live chat on the embedded backend, end to end:
// CLIENTS supabase-js clients (over Node's own WebSocket, as members with tokens of their own) subscribe to the
// private channel of one room; messages are written through the data API at RATE per second for
// SECONDS, each carrying its send time. Every delivery's latency (from just before the write to
// the broadcast's arrival) is recorded; a message a client never receives is lost.
// In memory, 127.0.0.1, a port of its own. Writes reports/bench-chat.json.
//   --clients=50 --rate=10 --seconds=30   (the defaults)
import { randomUUID } from 'node:crypto'
import { mkdirSync, writeFileSync } from 'node:fs'
import { createClient } from '@supabase/supabase-js'
import { ANON_KEY, JWT_SECRET, SERVICE_ROLE_KEY } from '../config.mjs'
import { startBackend } from '../index.mjs'
import { signJwt } from '../jwt.mjs'

/** @param {string} name @param {number} fallback */
const option = (name, fallback) => Number(process.argv.find((arg) => arg.startsWith(`--${name}=`))?.split('=')[1] ?? fallback)
const CLIENTS = option('clients', 50)
const RATE = option('rate', 10)
const SECONDS = option('seconds', 30)
const SETTLE_MS = 5000
/** The seeded member writes every message (as the service role, which the per-minute limit does not count). */
const AUTHOR = '00000000-0000-4000-8000-000000000002'

/** @param {string} url @param {string} [key] */
const supabaseClient = (url, key = ANON_KEY) =>
  createClient(url, key, {
    auth: { persistSession: false, autoRefreshToken: false, detectSessionInUrl: false },
  })

/** @param {number[]} sorted @param {number} p */
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? NaN

const backend = await startBackend({ port: 0, dataDir: null, bcryptCost: 4, quiet: true })
try {
  const service = supabaseClient(backend.url, SERVICE_ROLE_KEY)
  const { data: room, error } = await service.from('chat_rooms').select('id').eq('slug', 'bendras').single()
  if (error) throw error

  const total = RATE * SECONDS
  /** @type {number[]} */
  const latencies = []
  const receivedBy = Array.from({ length: CLIENTS }, () => new Set())
  const clients = Array.from({ length: CLIENTS }, () => supabaseClient(backend.url))
  const joinStarted = performance.now()
  await Promise.all(
    clients.map(async (client, index) => {
      await client.realtime.setAuth(
        signJwt({ sub: randomUUID(), role: 'authenticated', aud: 'authenticated', exp: Math.floor(Date.now() / 1000) + 3600 }, JWT_SECRET),
      )
      await new Promise((resolve, reject) => {
        client
          .channel(`room:${room.id}`, { config: { private: true } })
          .on('broadcast', { event: 'INSERT' }, ({ payload }) => {
            const [, seq, sentAt] = String(payload.record.body).split(' ')
            latencies.push(Date.now() - Number(sentAt))
            receivedBy[index].add(Number(seq))
          })
          .subscribe((status, failure) => {
            if (status === 'SUBSCRIBED') resolve(undefined)
            else if (status !== 'CLOSED') reject(failure ?? new Error(status))
          })
      })
    }),
  )
  const joinMs = performance.now() - joinStarted
  console.log(`${CLIENTS} clients joined the room's private channel in ${Math.round(joinMs)} ms`)

  const started = Date.now()
  const writes = []
  let failedWrites = 0
  for (let seq = 0; seq < total; seq++) {
    const due = started + (seq * 1000) / RATE
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, due - Date.now())))
    writes.push(
      service
        .from('chat_messages')
        .insert({ room_id: room.id, author_id: AUTHOR, body: `bench ${seq} ${Date.now()}` })
        .then(({ error: writeError }) => {
          if (writeError) failedWrites++
        }),
    )
  }
  await Promise.all(writes)
  const sendSeconds = (Date.now() - started) / 1000
  const deadline = Date.now() + SETTLE_MS
  while (latencies.length < total * CLIENTS && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50))

  const sorted = [...latencies].sort((a, b) => a - b)
  const expected = total * CLIENTS
  const received = receivedBy.reduce((sum, seen) => sum + seen.size, 0)
  const report = {
    clients: CLIENTS,
    messagesPerSecond: RATE,
    seconds: SECONDS,
    messagesWritten: total - failedWrites,
    failedWrites,
    sendSeconds: Number(sendSeconds.toFixed(1)),
    deliveriesExpected: expected,
    deliveriesReceived: received,
    lost: expected - received,
    latencyMs: { p50: percentile(sorted, 50), p95: percentile(sorted, 95), p99: percentile(sorted, 99), max: sorted.at(-1) ?? NaN },
    joinMs: Math.round(joinMs),
    engine: backend.db.engine,
  }
  console.log(
    `${report.messagesWritten} messages in ${report.sendSeconds} s to ${CLIENTS} clients: ${received}/${expected} deliveries, lost ${report.lost}; ` +
      `latency p50 ${report.latencyMs.p50} ms, p95 ${report.latencyMs.p95} ms, p99 ${report.latencyMs.p99} ms, max ${report.latencyMs.max} ms`,
  )
  mkdirSync('reports', { recursive: true })
  writeFileSync('reports/bench-chat.json', `${JSON.stringify(report, null, 2)}\n`)
  await Promise.all(clients.map((client) => client.removeAllChannels()))
  if (report.lost > 0 || failedWrites > 0) process.exitCode = 1
} finally {
  await backend.close()
}
