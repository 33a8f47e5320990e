/** The embedded backend as `npm start` runs it (`node server/main.mjs`), in a child process. */
import { spawn, type ChildProcess } from 'node:child_process'
import { createServer, type AddressInfo } from 'node:net'

export type BackendProcess = { child: ChildProcess; api: string }

export function startBackendProcess(port: number, dataDir: string, env: Record<string, string> = {}): BackendProcess {
  const child = spawn(process.execPath, ['server/main.mjs'], {
    env: { ...process.env, SUPABASE_PORT: String(port), SUPABASE_DATA_DIR: dataDir, ...env },
    stdio: 'ignore',
  })
  return { child, api: `http://127.0.0.1:${port}` }
}

/** Resolves once the backend answers; rejects if the process exits first or after 30 s. */
export async function waitUntilUp({ child, api }: BackendProcess) {
  for (let i = 0; i < 300; i++) {
    if (child.exitCode !== null) throw new Error(`backend exited with code ${child.exitCode}`)
    try {
      if ((await fetch(`${api}/auth/v1/health`)).ok) return
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error('backend did not start')
}

export async function stopBackendProcess({ child }: BackendProcess, signal: NodeJS.Signals = 'SIGTERM') {
  if (child.exitCode !== null || child.signalCode !== null) return
  const exited = new Promise((r) => child.once('exit', r))
  child.kill(signal)
  await exited
}

/**
 * A port nothing listens on now, as the system hands them out: a fixed range collides with the
 * ports other tests' servers and outgoing connections are given, and the child then exits.
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })
}
