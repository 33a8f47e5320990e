import { describe, expect, it } from 'vitest'
import { fixtureCatalogue } from '@/testing/fixtures/directory'
import { runSearch } from './run-search'
import { buildSearchIndex } from './search-index'

/** The index of the sample directories, as if every one of their entries were published. */
const searchIndex = buildSearchIndex(fixtureCatalogue)

const first = (q: string) => runSearch(searchIndex, q)[0]
const keys = (q: string) => runSearch(searchIndex, q).map((entry) => entry.key)

describe('runSearch', () => {
  it('needs at least one character and caps results at 8', () => {
    expect(runSearch(searchIndex, '')).toEqual([])
    expect(runSearch(searchIndex, '   ')).toEqual([])
    expect(runSearch(searchIndex, 'lietuvių')).toHaveLength(8)
  })

  it.each([
    ['community name, without diacritics', 'siaures airijos', 'Šiaurės Airijos lietuvių bendruomenė', 'Bendruomenė', '/bendruomene/siaures-airijos-lietuviu-bendruomene'],
    ['collective description', 'kankliu', 'Kanklių ansamblis „Skamba“', 'Menas', '/kolektyvas/kankliu-ansamblis-skamba'],
    ['sports sport', 'TINKLINIS', 'Tinklinio komanda „Belfasto Ereliai“', 'Sportas', '/sportas/belfasto-tinklinis'],
    ['school director', 'dirgeliene', 'Kardifo lituanistinė mokykla „Kregždutė“', 'Mokykla', '/mokykla/kardifo-lituanistine-mokykla-kregzdute'],
  ])('finds by %s', (_what, query, title, label, href) => {
    expect(first(query)).toMatchObject({ title, label, href })
  })

  it('labels collectives as art and clubs as sport, each opening its own page', () => {
    expect(first('kankliu')).toMatchObject({ label: 'Menas', href: expect.stringMatching(/^\/kolektyvas\//) })
    expect(first('krepšinis')).toMatchObject({ label: 'Sportas', href: expect.stringMatching(/^\/sportas\//) })
  })

  it('finds nothing for nonsense', () => {
    expect(runSearch(searchIndex, 'qqqzzz')).toEqual([])
  })
})

// The global search, field by field: each query matches its record through that field only.
describe('the fields each kind is searched by', () => {
  it.each([
    ['name', 'Kento lietuvių bendruomenė', 'communities-kento-lietuviu-bendruomene'],
    ['location', 'Kembridžas', 'communities-kembridzo-lietuviu-bendruomene'],
  ])('community: %s (%s)', (_field, query, key) => {
    expect(keys(query)).toContain(key)
  })

  it.each([
    ['name', 'Teatro studija „Kaukė“', 'collectives-teatro-studija-kauke'],
    ['type', 'chorai', 'collectives-baznytinis-choras-giesme'],
    ['type label', 'Šokiai', 'collectives-vaiku-sokiu-studija-rutele'],
    ['location', 'Bristolis', 'collectives-fotografu-klubas-kadras'],
    ['leader', 'Kęstutis Bružas', 'collectives-sokiu-kolektyvas-jura'],
    ['description', 'Piešimo ir tapybos užsiėmimai', 'collectives-dailes-studija-spalvos'],
  ])('collective: %s (%s)', (_field, query, key) => {
    expect(keys(query)).toContain(key)
  })

  it.each([
    ['name', 'Baltic Runners', 'sports-baltic-runners'],
    ['sport', 'Bėgimas', 'sports-baltic-runners'],
    ['location', 'Lidsas', 'sports-lietuviu-dviratininku-klubas'],
    ['description', 'treniruotės parkuose ir maratonai', 'sports-baltic-runners'],
    ['type', 'federacija', 'sports-jk-lietuviu-sporto-federacija'],
  ])('sports organisation: %s (%s)', (_field, query, key) => {
    expect(keys(query)).toContain(key)
  })

  it.each([
    ['name', 'Pietų Londono lituanistinė mokykla „Saulutė“', 'schools-pietu-londono-lituanistine-mokykla-saulute'],
    ['region', 'Virtualios mokyklos', 'schools-virtuali-lituanistine-mokykla-pasaka'],
    ['director', 'Violeta Sadauskienė', 'schools-siaures-londono-lituanistine-mokykla-ziburelis'],
    ['address', 'Family Centre, Hanvelas', 'schools-vakaru-londono-darzelis-peledziukas'],
    ['description', 'pamokos internetu vaikams visoje JK', 'schools-virtuali-lituanistine-mokykla-pasaka'],
  ])('school: %s (%s)', (_field, query, key) => {
    expect(keys(query)).toContain(key)
  })

  it.each([
    ['a community e-mail', 'londonas@example.org'],
    ['a collective meeting time', 'Šeštadieniais 14:00–17:00'],
    ['a sports club e-mail', 'vilkai@example.org'],
    ['a school e-mail', 'pasaka@example.org'],
  ])('does not search other fields: %s', (_field, query) => {
    expect(keys(query)).toEqual([])
  })
})
