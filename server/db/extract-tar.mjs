// Unpacks the database template (the uncompressed ustar archive PGlite's dumpDataDir writes:
// directories and regular files only) into a folder, syncing each file, so a new database
// folder can be built aside and renamed into place without starting Postgres twice.
import { closeSync, fsyncSync, mkdirSync, openSync, writeSync } from 'node:fs'
import { join, normalize } from 'node:path'

const BLOCK = 512

/** A NUL-terminated field of a tar header. @param {Buffer} header @param {number} start @param {number} length */
const field = (header, start, length) => {
  const raw = header.subarray(start, start + length)
  const end = raw.indexOf(0)
  return raw.subarray(0, end === -1 ? length : end).toString('utf8')
}

/** @param {Buffer} archive @param {string} target */
export function extractTar(archive, target) {
  mkdirSync(target, { recursive: true, mode: 0o750 })
  for (let offset = 0; offset + BLOCK <= archive.length; ) {
    const header = archive.subarray(offset, offset + BLOCK)
    if (header.every((byte) => byte === 0)) break
    const name = [field(header, 345, 155), field(header, 0, 100)].filter(Boolean).join('/')
    const mode = parseInt(field(header, 100, 8), 8) & 0o777
    const size = parseInt(field(header, 124, 12).trim() || '0', 8)
    const type = String.fromCharCode(header[156] || 48)
    const relative = normalize(name).replace(/^(\.\.(\/|$))+/, '').replace(/^\/+/, '')
    const path = join(target, relative)
    offset += BLOCK
    if (type === '5') {
      mkdirSync(path, { recursive: true, mode: mode || 0o750 })
    } else if (type === '0' || type === '\0') {
      const fd = openSync(path, 'w', mode || 0o600)
      try {
        const body = archive.subarray(offset, offset + size)
        for (let written = 0; written < body.length; ) written += writeSync(fd, body, written)
        fsyncSync(fd)
      } finally {
        closeSync(fd)
      }
    } else {
      throw new Error(`Unexpected entry type '${type}' for ${name} in the database template`)
    }
    offset += Math.ceil(size / BLOCK) * BLOCK
  }
}
