import { describe, expect, it } from 'vitest'
import { runSearch } from './run-search'
import { searchIndex } from './search-index'

const first = (q: string) => runSearch(searchIndex, q)[0]
const keys = (q: string) => runSearch(searchIndex, q).map((entry) => entry.key)

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

// The global search, field by field: each query matches its record through that field only.
describe('the fields each kind is searched by', () => {
  it.each([
    ['name', 'Kento lietuvių bendruomenė', 'org-org-31'],
    ['category', 'sielovada', 'org-org-45'],
    ['category label', 'Meno kolektyvai', 'org-org-44'],
    ['location', 'Kembridžas', 'org-org-32'],
    ['subcategory', 'katalikai', 'org-org-45'],
    ['leader name', 'Neringa Sabaliauskienė', 'org-org-21'],
  ])('organisation: %s (%s)', (_field, query, key) => {
    expect(keys(query)).toContain(key)
  })

  it.each([
    ['name', 'Teatro studija „Kaukė“', 'collective-6'],
    ['type', 'chorai', 'collective-12'],
    ['type label', 'Šokiai', 'collective-11'],
    ['location', 'Bristolis', 'collective-13'],
    ['leader', 'Kęstutis Bružas', 'collective-4'],
    ['description', 'Piešimo ir tapybos užsiėmimai', 'collective-7'],
  ])('collective: %s (%s)', (_field, query, key) => {
    expect(keys(query)).toContain(key)
  })

  it.each([
    ['name', 'Baltic Runners', 'sports-s4'],
    ['sport', 'Bėgimas', 'sports-s4'],
    ['location', 'Lidsas', 'sports-s9'],
    ['description', 'treniruotės parkuose ir maratonai', 'sports-s4'],
    ['type', 'federacija', 'sports-s5'],
  ])('sports organisation: %s (%s)', (_field, query, key) => {
    expect(keys(query)).toContain(key)
  })

  it.each([
    ['name', 'Pietų Londono lituanistinė mokykla „Saulutė“', 'school-pietu-londono-lituanistine-mokykla-saulute'],
    ['region', 'Virtualios mokyklos', 'school-virtuali-lituanistine-mokykla-pasaka'],
    ['director', 'Violeta Sadauskienė', 'school-siaures-londono-lituanistine-mokykla-ziburelis'],
    ['address', 'Family Centre, Hanvelas', 'school-vakaru-londono-darzelis-peledziukas'],
  ])('school: %s (%s)', (_field, query, key) => {
    expect(keys(query)).toContain(key)
  })

  it.each([
    ['an organisation e-mail', 'londonas@example.org'],
    ['a collective meeting time', 'Šeštadieniais 14:00–17:00'],
    ['a sports club e-mail', 'vilkai@example.org'],
    ['a school e-mail', 'pasaka@example.org'],
    ['a school description', 'pamokos internetu vaikams visoje JK'],
  ])('does not search other fields: %s', (_field, query) => {
    expect(keys(query)).toEqual([])
  })
})
