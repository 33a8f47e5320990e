// What a build's bundles are made from: a fingerprint of the sources, the messages, the static
// files, the configuration and the VITE_ settings. A build whose fingerprint equals the last
// one's keeps that build's bundles and pages, and renders only the pages the database changed
// since (scripts/lib/prerender.mjs): a warm build after an edit takes seconds, not minutes.
import { createHash } from 'node:crypto'
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

/** Folders and files the bundles are built from (relative to the checkout). */
export const BUILD_INPUTS = ['src', 'messages', 'public', 'index.html', 'vite.config.ts', 'tailwind.config.ts', 'tsconfig.json', 'tsconfig.app.json', 'package-lock.json', 'project.inlang/settings.json']

/** @param {string} path @returns {string[]} every file under `path`, sorted */
function filesUnder(path) {
  if (!existsSync(path)) return []
  if (!statSync(path).isDirectory()) return [path]
  return readdirSync(path, { withFileTypes: true })
    .sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
    .flatMap((entry) => filesUnder(join(path, entry.name)))
}

/**
 * The fingerprint of a build's inputs in `root`: every input file's path and bytes, and every
 * VITE_ variable of `env` (they are written into the bundles).
 * @param {string} [root] @param {NodeJS.ProcessEnv} [env]
 */
export function buildFingerprint(root = '.', env = process.env) {
  const hash = createHash('sha256')
  for (const file of BUILD_INPUTS.flatMap((input) => filesUnder(join(root, input)))) {
    hash.update(`${file}\0`).update(readFileSync(file)).update('\0')
  }
  for (const name of Object.keys(env).filter((key) => key.startsWith('VITE_')).sort()) hash.update(`${name}=${env[name]}\0`)
  return hash.digest('hex')
}
