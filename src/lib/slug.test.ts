import { describe, expect, it } from 'vitest'
import { legacySlugs, matchesSlugOrId, slugify } from './slug'

describe('slugify', () => {
  it.each([
    ['Londono lietuvių bendruomenė', 'londono-lietuviu-bendruomene'],
    ['Šiaurės Airijos lietuvių bendruomenė', 'siaures-airijos-lietuviu-bendruomene'],
    ['Ąžuolų Čempionai', 'azuolu-cempionai'],
    ['Ęė Įį Šš Ųų Ūū Žž', 'ee-ii-ss-uu-uu-zz'],
    ['„Gintarinė“ šokių grupė', 'gintarine-sokiu-grupe'],
    ['  Mančesterio   LB -- 2024 ', 'mancesterio-lb-2024'],
  ])('%s → %s', (input, expected) => {
    expect(slugify(input)).toBe(expected)
  })
})

describe('matchesSlugOrId', () => {
  const record = { id: 7, name: 'Šiaurės Airijos lietuvių bendruomenė' }
  it('resolves the id, the new slug and the legacy slugs', () => {
    expect(matchesSlugOrId('7', record)).toBe(true)
    expect(matchesSlugOrId('siaures-airijos-lietuviu-bendruomene', record)).toBe(true)
    for (const legacy of legacySlugs(record.name)) expect(matchesSlugOrId(legacy, record)).toBe(true)
    expect(matchesSlugOrId('kita', record)).toBe(false)
  })
})
