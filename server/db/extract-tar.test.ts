import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync, existsSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, describe, expect, it } from 'vitest'
import { extractTar } from './extract-tar.mjs'

const work = mkdtempSync(join(tmpdir(), 'extract-tar-'))
afterAll(() => rmSync(work, { recursive: true, force: true }))

describe('extractTar', () => {
  it('unpacks the folders and files of a ustar archive with their contents and modes', () => {
    const source = join(work, 'source')
    mkdirSync(join(source, 'base', '1'), { recursive: true })
    writeFileSync(join(source, 'PG_VERSION'), '17\n', { mode: 0o600 })
    writeFileSync(join(source, 'base', '1', 'big'), Buffer.alloc(70_000, 7))
    writeFileSync(join(source, 'base', '1', 'empty'), '')
    const archive = execFileSync('tar', ['--format=ustar', '-cf', '-', '-C', source, '.'], { maxBuffer: 1 << 24 })

    const target = join(work, 'target')
    extractTar(archive, target)
    expect(readFileSync(join(target, 'PG_VERSION'), 'utf8')).toBe('17\n')
    expect(statSync(join(target, 'PG_VERSION')).mode & 0o777).toBe(0o600)
    expect(readFileSync(join(target, 'base', '1', 'big')).equals(Buffer.alloc(70_000, 7))).toBe(true)
    expect(readFileSync(join(target, 'base', '1', 'empty'), 'utf8')).toBe('')
  })

  it('keeps every entry inside the target folder', () => {
    const header = Buffer.alloc(512)
    header.write('../../escaped', 0)
    header.write('0000644\0', 100)
    header.write('00000000003\0', 124)
    header.write('0', 156)
    const archive = Buffer.concat([header, Buffer.from('abc'.padEnd(512, '\0')), Buffer.alloc(1024)])
    const target = join(work, 'inside')
    extractTar(archive, target)
    expect(readFileSync(join(target, 'escaped'), 'utf8')).toBe('abc')
    expect(existsSync(join(work, '..', 'escaped'))).toBe(false)
  })
})
