import { describe, expect, it } from 'vitest'
import { embeddedDirectoryCounts } from '@/data/directory-counts'
import { directoryKeys } from './entry'
import { directories } from './definitions'

describe('embeddedDirectoryCounts', () => {
  it.each(directoryKeys)('counts every embedded %s', (key) => {
    expect(embeddedDirectoryCounts[key]).toBe(directories[key].embedded.length)
  })
})
