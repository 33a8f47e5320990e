import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { reuseSameItems } from '@/lib/same-data'
import { publishedEntry } from '@/testing/directory-entries'
import { directoryKeys } from './entry'
import { directories } from './definitions'
import { embeddedItems } from './embedded-items'
import { embeddedEntriesOf } from './embedded-rows'
import { directorySeedSql } from './seed-sql'

describe.each(directoryKeys)('the %s directory', (key) => {
  const directory = directories[key]
  const entries = embeddedEntriesOf(key)
  const embedded: readonly unknown[] = embeddedItems[key]

  it('reads back every embedded item exactly as it was stored', () => {
    const decoded = entries.map((fields, index) => directory.fromEntry(publishedEntry(key, fields, index)))
    expect(decoded).toEqual(embedded)
    expect(reuseSameItems<unknown>(embedded, decoded)).toBe(embedded)
  })

  it('gives every entry a slug of its own that the database accepts', () => {
    const slugs = entries.map((entry) => entry.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('skips an entry whose details do not have the directory’s shape', () => {
    const broken = { ...publishedEntry(key, entries[0]!), details: [] }
    expect(directory.fromEntry(broken)).toBeNull()
  })
})

describe('supabase/seeds/directory.sql', () => {
  it('is the embedded data as generated (run `npm run db:seed:directory` after changing src/data)', () => {
    const file = readFileSync(join(process.cwd(), 'supabase/seeds/directory.sql'), 'utf8')
    expect(file).toBe(directorySeedSql())
  })
})
