// @vitest-environment node
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { buildFingerprint } from './build-inputs.mjs'

let root: string
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'inputs-'))
  mkdirSync(join(root, 'src', 'app'), { recursive: true })
  writeFileSync(join(root, 'src', 'app', 'app.tsx'), 'export const App = 1\n')
  writeFileSync(join(root, 'index.html'), '<!doctype html>')
})
afterEach(() => rmSync(root, { recursive: true, force: true }))

describe('buildFingerprint', () => {
  it('stays the same for the same inputs, whatever else changed', () => {
    const first = buildFingerprint(root, { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', HOME: '/root' })
    writeFileSync(join(root, 'README.md'), 'not an input')
    expect(buildFingerprint(root, { VITE_SUPABASE_URL: 'http://127.0.0.1:54321', HOME: '/tmp' })).toBe(first)
  })

  it('changes with a source file, a new file or a VITE_ setting', () => {
    const first = buildFingerprint(root, {})
    writeFileSync(join(root, 'src', 'app', 'app.tsx'), 'export const App = 2\n')
    const edited = buildFingerprint(root, {})
    expect(edited).not.toBe(first)
    writeFileSync(join(root, 'src', 'app', 'new.ts'), '')
    const added = buildFingerprint(root, {})
    expect(added).not.toBe(edited)
    expect(buildFingerprint(root, { VITE_SITE_URL: 'https://lietuviai.example.org' })).not.toBe(added)
  })
})
