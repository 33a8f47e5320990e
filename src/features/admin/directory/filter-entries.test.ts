import { describe, expect, it } from 'vitest'
import { entryRow as entry } from '@/testing/directory-entries'
import { filterEntries, needsVerification } from './filter-entries'

const now = new Date('2026-11-25T12:00:00Z')

describe('needsVerification', () => {
  it.each([
    ['never checked', null, true],
    ['checked 13 months ago', '2025-10-20T00:00:00Z', true],
    ['checked 11 months ago', '2025-12-30T00:00:00Z', false],
    ['checked today', '2026-11-25T09:00:00Z', false],
  ])('%s', (_label, last_verified_at, expected) => {
    expect(needsVerification({ last_verified_at }, now)).toBe(expected)
  })
})

describe('filterEntries', () => {
  const entries = [
    entry({ slug: 'saule', name: 'Mokykla „Saulė“', status: 'published', last_verified_at: '2026-11-01T00:00:00Z' }),
    entry({ slug: 'zibute', name: 'Mokykla „Žibutė“', status: 'draft', town: 'Lidsas' }),
    entry({ slug: 'senoji', name: 'Senoji mokykla', status: 'archived' }),
  ]
  const slugs = (filters: Parameters<typeof filterEntries>[1]) => filterEntries(entries, filters, now).map((e) => e.slug)

  it('filters by status, by a diacritic-free query and by entries not checked for 12 months', () => {
    expect(slugs({ query: '', status: '', unverifiedOnly: false })).toEqual(['saule', 'zibute', 'senoji'])
    expect(slugs({ query: '', status: 'draft', unverifiedOnly: false })).toEqual(['zibute'])
    expect(slugs({ query: 'zibute', status: '', unverifiedOnly: false })).toEqual(['zibute'])
    expect(slugs({ query: 'lidsas', status: '', unverifiedOnly: false })).toEqual(['zibute'])
    expect(slugs({ query: '', status: '', unverifiedOnly: true })).toEqual(['zibute', 'senoji'])
  })
})
