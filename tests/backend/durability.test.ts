import { spawn, type ChildProcess } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { engine, SERVICE_ROLE_KEY } from './helpers'

const port = 54000 + Math.floor(Math.random() * 300)
const api = `http://127.0.0.1:${port}`
const dataDir = mkdtempSync(join(tmpdir(), 'durability-'))
const headers = { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' }

function startProcess(): ChildProcess {
  return spawn(process.execPath, ['server/main.mjs'], {
    env: { ...process.env, SUPABASE_PORT: String(port), SUPABASE_DATA_DIR: dataDir },
    stdio: 'ignore',
  })
}

async function waitUntilUp() {
  for (let i = 0; i < 300; i++) {
    try {
      if ((await fetch(`${api}/auth/v1/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('backend did not start')
}

afterAll(() => rmSync(dataDir, { recursive: true, force: true }))

describe.skipIf(engine !== 'pglite')('a backend killed mid-write', () => {
  it('loses no committed row and starts again on the same data', async () => {
    let child = startProcess()
    await waitUntilUp()
    let committed = 0
    let writing = true
    const writer = (async () => {
      for (;;) {
        try {
          const response = await fetch(`${api}/rest/v1/contacts`, {
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
    child.kill('SIGKILL')
    await writer
    expect(committed).toBeGreaterThanOrEqual(200)

    child = startProcess()
    try {
      await waitUntilUp()
      const count = await fetch(`${api}/rest/v1/contacts?select=id&name=like.Durability*`, { method: 'HEAD', headers: { ...headers, Prefer: 'count=exact' } })
      expect(Number(count.headers.get('content-range')?.split('/')[1])).toBeGreaterThanOrEqual(committed)
    } finally {
      child.kill('SIGTERM')
      await new Promise((r) => child.once('exit', r))
    }
  }, 60_000)
})
