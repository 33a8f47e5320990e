// Small helpers shared by the start, dev and test scripts.
import { spawn } from 'node:child_process'

/**
 * Runs a command, inheriting stdio; resolves with its exit code.
 * @param {string} command @param {readonly string[]} args @param {import('node:child_process').SpawnOptions} [options]
 * @returns {Promise<number>}
 */
export function run(command, args, options = {}) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options })
    child.on('exit', (code, signal) => resolve(code ?? (signal ? 1 : 0)))
  })
}

/**
 * Starts a long-running child and stops it (and the caller) on Ctrl-C.
 * @param {string} command @param {readonly string[]} args @param {import('node:child_process').SpawnOptions} [options]
 */
export function startChild(command, args, options = {}) {
  const child = spawn(command, args, { stdio: 'inherit', ...options })
  const stop = () => {
    if (!child.killed) child.kill('SIGTERM')
  }
  process.on('SIGINT', stop)
  process.on('SIGTERM', stop)
  process.on('exit', stop)
  return child
}

/** Waits until `url` answers (any status), or fails after `timeoutMs`. @param {string} url */
export async function waitForUrl(url, timeoutMs = 30_000) {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    try {
      await fetch(url)
      return
    } catch {
      await new Promise((r) => setTimeout(r, 150))
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`)
}

export const npx = process.platform === 'win32' ? 'npx.cmd' : 'npx'
