/**
 * What a socket sends never stops the backend: a frame the decoder refuses, bytes that are not a
 * frame at all, or a malformed upgrade request close that one connection; Auth, REST, Storage
 * and Realtime go on answering everyone else. The backend runs in a child process of its own,
 * so a crash is seen as the process exiting, not as an error inside the test run.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import WebSocket from 'ws'
import { freePort, startBackendProcess, stopBackendProcess, waitUntilUp, type BackendProcess } from './backend-process'
import { ANON_KEY, client, engine } from './helpers'

const dataDir = mkdtempSync(join(tmpdir(), 'realtime-bad-frames-'))
const port = await freePort()
let backend: BackendProcess

beforeAll(async () => {
  backend = startBackendProcess(port, dataDir)
  await waitUntilUp(backend)
}, 60_000)

afterAll(async () => {
  if (backend) await stopBackendProcess(backend)
  rmSync(dataDir, { recursive: true, force: true })
})

/** Opens a raw socket, sends each frame once open, and resolves with the close code the server chose. */
function sendRaw(frames: Array<{ data: Buffer | string; binary: boolean }>, vsn = '2.0.0') {
  return new Promise<number>((resolve, reject) => {
    const socket = new WebSocket(`ws://127.0.0.1:${port}/realtime/v1/websocket?apikey=${ANON_KEY}&vsn=${vsn}`)
    socket.on('open', () => {
      for (const { data, binary } of frames) socket.send(data, { binary })
    })
    socket.on('close', (code) => resolve(code))
    socket.on('error', () => {})
    setTimeout(() => reject(new Error('the server did not close the socket')), 10_000)
  })
}

/** The backend still answers the data API, and its process is still running. */
async function stillAnswers() {
  expect(backend.child.exitCode).toBeNull()
  const { data, error } = await client(ANON_KEY, backend.api).from('communities').select('id').eq('id', 'londono-lietuviu-bendruomene')
  expect(error).toBeNull()
  expect(data).toEqual([{ id: 'londono-lietuviu-bendruomene' }])
}

// PGlite only: the child process starts a database of its own, which the PostgreSQL run does not provide.
describe.skipIf(engine !== 'pglite')('a bad frame on the realtime socket', () => {
  it('closes that socket only: a broadcast push whose metadata is not JSON', async () => {
    // kind 3 · join_ref 0 · ref 0 · topic 0 · event 0 · metadata 1 · JSON · "{" · payload "{}"
    const frame = Buffer.from([0x03, 0x00, 0x00, 0x00, 0x00, 0x01, 0x01, 0x7b, 0x7b, 0x7d])
    expect(await sendRaw([{ data: frame, binary: true }])).toBe(1003)
    await new Promise((wake) => setTimeout(wake, 200))
    await stillAnswers()
  })

  it('closes that socket only: text frames the decoder cannot read, in both versions', async () => {
    for (const vsn of ['1.0.0', '2.0.0']) {
      // A ref whose toString is not a function cannot be made a string.
      const bad = vsn === '1.0.0' ? '{"join_ref":{"toString":1},"ref":null,"topic":"realtime:x","event":"phx_join","payload":{}}' : '[{"toString":1},null,"realtime:x","phx_join",{}]'
      expect(await sendRaw([{ data: bad, binary: false }], vsn)).toBe(1003)
    }
    // Text that is not UTF-8, which the websocket library itself refuses.
    expect(await sendRaw([{ data: Buffer.from([0xff, 0xfe, 0xfd]), binary: false }])).toBe(1007)
    await stillAnswers()
  })

  it('answers a malformed upgrade request without stopping', async () => {
    await new Promise<void>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.write('GET //[ HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\nSec-WebSocket-Version: 13\r\nSec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\n\r\n')
      })
      socket.on('data', () => socket.destroy())
      socket.on('close', () => resolve())
      socket.on('error', () => resolve())
    })
    await new Promise((wake) => setTimeout(wake, 200))
    await stillAnswers()
  })
})
