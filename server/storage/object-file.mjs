// Where an object's bytes live on disk, and writing them there.
import { closeSync, fsyncSync, mkdirSync, openSync, writeSync } from 'node:fs'
import { dirname, join } from 'node:path'

/** @param {import('./service.mjs').StorageService} storage @param {string} bucketId @param {string} name */
export const objectFile = (storage, bucketId, name) => join(storage.filesDir, bucketId, name)

/**
 * Writes a file and syncs it before the row commits, so a stored object survives a host crash.
 * @param {string} file @param {Buffer} bytes
 */
export function writeDurably(file, bytes) {
  mkdirSync(dirname(file), { recursive: true })
  const fd = openSync(file, 'w')
  try {
    for (let written = 0; written < bytes.length; ) written += writeSync(fd, bytes, written)
    fsyncSync(fd)
  } finally {
    closeSync(fd)
  }
}
