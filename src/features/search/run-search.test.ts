import { describe, expect, it } from 'vitest'
import { runSearch } from './run-search'
import { searchIndex } from './search-index'

const first = (q: string) => runSearch(searchIndex, q)[0]

describe('runSearch', () => {
  it('needs at least one character and caps results at 8', () => {
    expect(runSearch(searchIndex, '')).toEqual([])
    expect(runSearch(searchIndex, '   ')).toEqual([])
    expect(runSearch(searchIndex, 'lietuvių')).toHaveLength(8)
  })

  it.each([
    ['organisation name, without diacritics', 'siaures airijos', 'Šiaurės Airijos lietuvių bendruomenė', 'Bendruomenė', '/bendruomene/siaures-airijos-lietuviu-bendruomene'],
    ['organisation leader', 'tamulis', 'Lietuvių katalikų misija Londone', 'Sielovada', '/bendruomenes'],
    ['organisation subcategory', 'radijas', 'Radijas „Lietuvos balsas JK“', 'Žiniasklaida', '/ziniasklaida'],
    ['organisation category', 'studentai', 'Lietuvių studentų draugija Jungtinėje Karalystėje', 'Studentai', '/studentu-organizacijos'],
    ['a school organisation', 'gintarelis', 'Londono lietuvių mokykla „Gintarėlis“', 'Mokykla', '/lituanistinis-mokymas'],
    ['collective description', 'kankliu', 'Kanklių ansamblis „Skamba“', 'Menas', '/kolektyvas/kankliu-ansamblis-skamba'],
    ['sports sport', 'TINKLINIS', 'Tinklinio komanda „Belfasto Ereliai“', 'Sportas', '/sportas/belfasto-tinklinis'],
    ['school director', 'dirgeliene', 'Kardifo lituanistinė mokykla „Kregždutė“', 'Mokykla', '/mokykla/kardifo-lituanistine-mokykla-kregzdute'],
  ])('finds by %s', (_what, query, title, label, href) => {
    expect(first(query)).toMatchObject({ title, label, href })
  })

  it('sends art organisations to the collectives list and sport ones to sports', () => {
    expect(first('kūryba')).toMatchObject({ label: 'Menas', href: '/kolektyvai' })
    expect(first('krepšinis')?.label).toBe('Sportas')
  })

  it('finds nothing for nonsense', () => {
    expect(runSearch(searchIndex, 'qqqzzz')).toEqual([])
  })
})
