import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * The project runs on a supported Node.js LTS: .node-version names it, package.json's engines
 * refuse anything older than its line, and the tests themselves run on it (.ci/run installs it
 * on a machine that has another).
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..')
const wanted = readFileSync(join(root, '.node-version'), 'utf8').trim()
const major = (version: string) => Number(version.replace(/^v/, '').split('.')[0])
const packageJson = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { engines: { node: string } }

// Even-numbered releases become LTS; Node 20's security support ended in April 2026.
const endOfLife = new Set([14, 16, 18, 20])

describe('the Node.js runtime', () => {
  it('is an LTS line that still receives security fixes', () => {
    expect(major(wanted) % 2).toBe(0)
    expect(endOfLife.has(major(wanted)), `.node-version names ${wanted}`).toBe(false)
  })

  it('is the line these tests run on', () => {
    expect(major(process.versions.node), `Node ${process.versions.node}`).toBe(major(wanted))
  })

  it('is the floor of package.json engines', () => {
    expect(major(packageJson.engines.node.replace(/^>=/, ''))).toBe(major(wanted))
  })
})
