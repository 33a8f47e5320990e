import { describe, expect, it } from 'vitest'
import { reuseSameItems } from '@/lib/same-data'
import { publishedEntry } from '@/testing/directory-entries'
import { directoryFixtures, fixtureEntriesOf } from '@/testing/fixtures/directory'
import { directoryKeys } from './entry'
import { directories } from './definitions'
import { entryFormValues, entryFromValues } from '@/features/admin/directory/entry-form-schema'

describe.each(directoryKeys)('the %s directory', (key) => {
  const directory = directories[key]
  const entries = fixtureEntriesOf(key)
  const items: readonly unknown[] = directoryFixtures[key]

  it('reads back every item exactly as it was stored', () => {
    const decoded = entries.map((fields, index) => directory.fromEntry(publishedEntry(key, fields, index)))
    expect(decoded).toEqual(items)
    expect(reuseSameItems<unknown>(items, decoded)).toBe(items)
  })

  it('gives every entry a slug of its own that the database accepts', () => {
    const slugs = entries.map((entry) => entry.slug)
    expect(new Set(slugs).size).toBe(slugs.length)
    for (const slug of slugs) expect(slug).toMatch(/^[a-z0-9]+(-[a-z0-9]+)*$/)
  })

  it('shows an entry whose details are empty, as the database accepts it', () => {
    const bare = { ...publishedEntry(key, entries[0]!), details: {} }
    expect(directory.fromEntry(bare)).toMatchObject({ name: entries[0]!.name })
  })

  it('shows an entry with the details the editor writes when only its required fields are filled', () => {
    const values = entryFormValues(directory.editor)
    for (const field of directory.editor.details) if ('required' in field && field.required) values.details[field.key] = field.kind === 'text' ? 'Krepšinis' : '3'
    const { details } = entryFromValues(key, directory.editor, values)
    const item = directory.fromEntry({ ...publishedEntry(key, entries[0]!), details: details ?? {} })
    expect(item).toMatchObject({ name: entries[0]!.name })
  })

  it('shows an entry whose optional details are null', () => {
    const nulls = Object.fromEntries(directory.editor.details.map((field) => [field.key, null]))
    expect(directory.fromEntry({ ...publishedEntry(key, entries[0]!), details: nulls })).toMatchObject({ name: entries[0]!.name })
  })

  it('skips an entry whose details do not have the directory’s shape', () => {
    const broken = { ...publishedEntry(key, entries[0]!), details: [] }
    expect(directory.fromEntry(broken)).toBeNull()
  })
})
