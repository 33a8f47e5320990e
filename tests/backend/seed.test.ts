/** The seed holds the same directory entries as the data embedded in the app. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { communities } from '../../src/data/communities'
import { directoryKeys, publicEntrySelect } from '../../src/features/directory/entry'
import { directories } from '../../src/features/directory/definitions'
import { embeddedItems } from '../../src/features/directory/embedded-items'
import { startBackend } from '../../server/index.mjs'
import { ANON_KEY, client } from './helpers'

let backend: Awaited<ReturnType<typeof startBackend>>

// A fresh database of its own: the suite's shared one also holds the rows other tests add.
beforeAll(async () => {
  backend = await startBackend({ port: 0, dataDir: null, databaseUrl: '', bcryptCost: 4, quiet: true })
})
afterAll(() => backend.close())

describe('seed', () => {
  it.each(directoryKeys)('publishes exactly the embedded %s, in the order the app lists them', async (key) => {
    const { data, error } = await client(ANON_KEY, backend.url)
      .from('directory_entries')
      .select(publicEntrySelect)
      .eq('directory', key)
      .order('sort_order')
    expect(error).toBeNull()
    const directory = directories[key]
    expect(data!.map((entry) => directory.fromEntry(entry))).toEqual(embeddedItems[key])
  })

  it('has exactly the communities of the embedded directory, with the same ids and names', async () => {
    const { data, error } = await client(ANON_KEY, backend.url).from('communities').select('id, name').order('id')
    expect(error).toBeNull()
    const embedded = communities.map(({ id, name }) => ({ id, name })).sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    expect(data).toEqual(embedded)
  })
})
