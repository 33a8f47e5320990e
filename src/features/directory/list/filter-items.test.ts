import { describe, expect, it } from 'vitest'
import { filterItems } from './filter-items'

type Choir = { name: string; town: string }

const choirs: Choir[] = [
  { name: 'Choras „Gintarėlis“', town: 'Londonas' },
  { name: 'Vyrų choras „Aidas“', town: 'Mančesteris' },
]
const criteria = { search: { fields: (choir: Choir) => [choir.name, choir.town] }, filters: [] }
const english = new Map([[choirs[0]!, 'Gintarelis children’s choir']])

describe('filterItems', () => {
  it('matches the words in either language, ignoring case and Lithuanian diacritics', () => {
    expect(filterItems(choirs, criteria, { q: 'gintarelis' })).toEqual([choirs[0]])
    expect(filterItems(choirs, criteria, { q: "children's" })).toEqual([])
    expect(filterItems(choirs, criteria, { q: 'CHILDREN’S CHOIR' }, (choir) => english.get(choir) ?? null)).toEqual([choirs[0]])
    expect(filterItems(choirs, criteria, { q: 'mancesteris' }, (choir) => english.get(choir) ?? null)).toEqual([choirs[1]])
  })
})
