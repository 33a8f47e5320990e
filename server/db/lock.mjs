// PGlite has no inter-process lock: two processes on one data folder would both write.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'

/** @param {number} pid */
function isRunning(pid) {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

/**
 * Takes `<dataDir>/.lock` for this process; a lock left by a dead process is taken over.
 * @param {string} dataDir @returns {() => void} releases the lock
 */
export function lockDataDir(dataDir) {
  mkdirSync(dataDir, { recursive: true })
  const file = join(dataDir, '.lock')
  if (existsSync(file)) {
    const pid = Number(readFileSync(file, 'utf8'))
    if (pid && pid !== process.pid && isRunning(pid)) {
      throw new Error(`${dataDir} is in use by process ${pid} (another backend is running)`)
    }
  }
  writeFileSync(file, String(process.pid))
  return () => rmSync(file, { force: true })
}

/** @param {string} dataDir */
export function isDataDirLocked(dataDir) {
  const file = join(dataDir, '.lock')
  if (!existsSync(file)) return false
  const pid = Number(readFileSync(file, 'utf8'))
  return Boolean(pid) && isRunning(pid)
}
