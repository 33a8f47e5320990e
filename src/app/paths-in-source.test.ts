import { readdirSync, readFileSync } from 'node:fs'
import { dirname, join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import ts from 'typescript'
import { describe, expect, it } from 'vitest'
import { firstSegments } from '@/testing/app-paths'

const srcDir = join(dirname(fileURLToPath(import.meta.url)), '..')

/** The app's source files; tests may spell the URLs they assert, and paths.ts is the one place the rest may not. */
function sourceFiles(): string[] {
  return readdirSync(srcDir, { recursive: true, encoding: 'utf8' })
    .filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file))
    .map((file) => join(srcDir, file))
    .filter((file) => relative(srcDir, file) !== join('app', 'paths.ts'))
}

/** A string that starts with a page's path: '/renginiai', '/mokykla/…', `${site}/renginiai#…`. */
const escape = (segment: string) => segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
const pagePath = new RegExp(`^/(?:${firstSegments().map(escape).join('|')})(?=$|[/?#])`)

/** Each string literal and template part (comments and regular expressions are not strings) that starts like a page's path. */
function spelledPaths(name: string, text: string): string[] {
  const source = ts.createSourceFile(name, text, ts.ScriptTarget.Latest, false, name.endsWith('.tsx') ? ts.ScriptKind.TSX : ts.ScriptKind.TS)
  const found: string[] = []
  const visit = (node: ts.Node) => {
    const isText = ts.isStringLiteralLike(node) || ts.isTemplateHead(node) || ts.isTemplateMiddle(node) || ts.isTemplateTail(node)
    if (isText && pagePath.test(node.text)) {
      const { line } = source.getLineAndCharacterOfPosition(node.getStart(source))
      found.push(`${name}:${line + 1} ${JSON.stringify(node.text)}`)
    }
    ts.forEachChild(node, visit)
  }
  visit(source)
  return found
}

describe('page paths in the source', () => {
  it('knows the segments to look for', () => {
    expect(firstSegments()).toEqual(expect.arrayContaining(['renginiai', 'mokykla', 'admin', 'bendruomene']))
    expect('/renginiai#e1').toMatch(pagePath)
    expect('/mokykla/').toMatch(pagePath)
    expect('/images/renginiai.webp').not.toMatch(pagePath)
    expect('/renginiai-archyvas').not.toMatch(pagePath)
  })

  it('finds a hand-spelled path in a link, a call or a template, but not in a comment or a regular expression', () => {
    const sample = [
      "// Links to '/renginiai' go through paths.",
      'const pattern = /^\\/renginiai/',
      '<Link to="/paskyra">Paskyra</Link>',
      "navigate('/admin/moderavimas')",
      'const url = `${site}/mokykla/${id}`',
    ].join('\n')
    expect(spelledPaths('sample.tsx', sample)).toEqual([
      'sample.tsx:3 "/paskyra"',
      'sample.tsx:4 "/admin/moderavimas"',
      'sample.tsx:5 "/mokykla/"',
    ])
  })

  it('spells no page path outside paths.ts: links, redirects and absolute URLs use paths', () => {
    expect(sourceFiles().flatMap((file) => spelledPaths(relative(srcDir, file), readFileSync(file, 'utf8')))).toEqual([])
  })
})
