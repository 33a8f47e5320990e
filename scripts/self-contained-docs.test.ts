import { readdirSync, readFileSync, statSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'

/**
 * Comments and docs must stand on their own: every reason they give is written out, or points
 * to a file in this repository. This fails on any mention of planning documents that are not
 * shipped with it. The names are assembled from pieces so this file does not name them itself.
 */
const root = join(dirname(fileURLToPath(import.meta.url)), '..')

const md = '.md'
const section = '§'
const forbidden: RegExp[] = [
  // 'XYZ.md' of the unshipped planning documents (upper-case, as they were named).
  new RegExp(`\\b(?:${['SPEC', 'DECISIONS', 'STYLE'].join('|')})${md.replace('.', '\\.')}`),
  // A section sign after one of those names, in any case.
  new RegExp(`\\b(?:${['spec', 'decisions', 'style'].join('|')})\\s*${section}`, 'i'),
  new RegExp(['SUPABASE', 'PROTOCOL'].join('-')),
  new RegExp(['EMBEDDED', 'POSTGRES'].join('-')),
  // The sibling folder they lived in.
  new RegExp(['\\.\\.', 'shared'].join('/')),
]

/** Folders walked in full; the files at the top level (README, configuration) are checked too. */
const roots = ['src', 'server', 'scripts', 'supabase', 'tests', 'docs', '.ci']
const skippedDirs = new Set(['node_modules', 'dist', '.data', '.git', 'coverage', 'test-results', 'playwright-report', 'reports'])
const skippedTopFiles = new Set(['package-lock.json'])

const isSkippedDir = (name: string) => skippedDirs.has(name) || name.startsWith('dist-') || name.startsWith('.data-')

function walk(dir: string, files: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name)
    if (entry.isDirectory()) {
      if (!isSkippedDir(entry.name)) walk(path, files)
    } else if (entry.isFile()) {
      files.push(path)
    }
  }
  return files
}

function checkedFiles(): string[] {
  const top = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isFile() && !skippedTopFiles.has(entry.name))
    .map((entry) => join(root, entry.name))
  const nested = roots
    .map((name) => join(root, name))
    .filter((dir) => statSync(dir, { throwIfNoEntry: false })?.isDirectory())
    .flatMap((dir) => walk(dir))
  return [...top, ...nested]
}

/** `file:line: text` for every line that names an unshipped document; binary files are skipped. */
function offendingLines(file: string): string[] {
  const bytes = readFileSync(file)
  if (bytes.subarray(0, 8000).includes(0)) return []
  return bytes
    .toString('utf8')
    .split('\n')
    .flatMap((line, index) =>
      forbidden.some((pattern) => pattern.test(line)) ? [`${relative(root, file)}:${index + 1}: ${line.trim()}`] : [],
    )
}

describe('comments and docs stand on their own', () => {
  it('recognises every way the unshipped documents are named', () => {
    const samples = [
      `${'SPEC'}${md}`,
      `${'DECISIONS'}${md} ${section}7`,
      `(${'Spec'} ${section}8)`,
      `${'STYLE'} ${section}7`,
      `${'STYLE'}${md}`,
      `${'SUPABASE'}-${'PROTOCOL'}${md} ${section}2.5`,
      `${'EMBEDDED'}-${'POSTGRES'}${md}`,
      `see ..${'/'}shared`,
    ]
    for (const sample of samples) expect(forbidden.some((pattern) => pattern.test(sample)), sample).toBe(true)
    for (const fine of ['RFC 5545 §3.1', 'specific §2 rules', 'run-search.test.ts', 'docs/backend.md']) {
      expect(forbidden.some((pattern) => pattern.test(fine)), fine).toBe(false)
    }
  })

  it('walks the sources, tests, docs and configuration', () => {
    const files = checkedFiles().map((file) => relative(root, file).split('\\').join('/'))
    for (const expected of ['README.md', 'package.json', 'vite.config.ts', 'docs/architecture.md', 'server/index.mjs', 'src/main.tsx', 'scripts/self-contained-docs.test.ts']) {
      expect(files).toContain(expected)
    }
    expect(files.some((file) => file.includes('node_modules/'))).toBe(false)
  })

  it('mentions no document that is not in the repository', () => {
    expect(checkedFiles().flatMap(offendingLines)).toEqual([])
  })
})
