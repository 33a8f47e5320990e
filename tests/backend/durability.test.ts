import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { freePort, startBackendProcess, stopBackendProcess, waitUntilUp, type BackendProcess } from './backend-process'
import { engine, SERVICE_ROLE_KEY } from './helpers'

const port = await freePort()
const dataDir = mkdtempSync(join(tmpdir(), 'durability-'))
const headers = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' }

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe.skipIf(engine !== 'pglite')('a backend killed mid-write', () => {
  it('loses no committed row and starts again on the same data', async () => {
    let backend: BackendProcess = startBackendProcess(port, dataDir)
    await waitUntilUp(backend)
    let committed = 0
    let writing = true
    const writer = (async () => {
      for (;;) {
        try {
          const response = await fetch(`${backend.api}/rest/v1/contacts`, {
            method: 'POST',
            headers,
            body: JSON.stringify({ name: `Durability ${committed}`, email: 'd@example.org', message: 'x' }),
          })
          if (response.status !== 201) return
          committed++
        } catch {
          return
        }
      }
    })().finally(() => (writing = false))
    // Kill it mid-stream once a good number of writes are acknowledged, however fast the machine.
    while (writing && committed < 200) await new Promise((r) => setTimeout(r, 10))
    await stopBackendProcess(backend, 'SIGKILL')
    await writer
    expect(committed).toBeGreaterThanOrEqual(200)

    backend = startBackendProcess(port, dataDir)
    try {
      await waitUntilUp(backend)
      const count = await fetch(`${backend.api}/rest/v1/contacts?select=id&name=like.Durability*`, { method: 'HEAD', headers: { ...headers, Prefer: 'count=exact' } })
      expect(Number(count.headers.get('content-range')?.split('/')[1])).toBeGreaterThanOrEqual(committed)
    } finally {
      await stopBackendProcess(backend)
    }
  }, 60_000)
})
