import { readdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { expect, test } from './fixtures'

/**
 * The sample content lives in the seed only: no script of the app carries it. Reads the build
 * this run serves. Every seeded text of some length (descriptions, summaries, bodies) is looked
 * for in every script reachable from the app's entry, the admin area included.
 */
const dist = resolve(process.env.E2E_DIST ?? 'dist-e2e')
const seeds = resolve('supabase/seeds')

type ManifestChunk = { file: string; imports?: string[]; dynamicImports?: string[] }

function publicScripts(): string[] {
  const manifest = JSON.parse(readFileSync(join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<string, ManifestChunk>
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    const chunk = manifest[key]
    for (const next of [...(chunk?.imports ?? []), ...(chunk?.dynamicImports ?? [])]) visit(next)
  }
  visit('index.html')
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'))
}

/** The seeds' quoted texts of 40 characters or more that read as prose (SQL's '' unescaped). */
function seededTexts(): string[] {
  const texts = new Set<string>()
  for (const file of readdirSync(seeds).filter((name) => name.endsWith('.sql'))) {
    const sql = readFileSync(join(seeds, file), 'utf8')
    for (const match of sql.matchAll(/'((?:[^']|'')*)'/g)) {
      const text = match[1]!.replaceAll("''", "'")
      if (text.length >= 40 && text.includes(' ') && !text.startsWith('{') && !text.startsWith('[')) texts.add(text)
    }
  }
  return [...texts]
}

test('no script of the app carries the seeded sample content', () => {
  const scripts = publicScripts()
  const texts = seededTexts()
  expect(scripts.length).toBeGreaterThan(20)
  expect(texts.length).toBeGreaterThan(100)
  const found: string[] = []
  for (const file of scripts) {
    const code = readFileSync(join(dist, file), 'utf8')
    for (const text of texts) if (code.includes(text)) found.push(`${file}: ${text.slice(0, 60)}`)
  }
  expect(found).toEqual([])
})
