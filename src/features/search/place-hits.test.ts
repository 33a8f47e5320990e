import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { placeHits } from './place-hits'

describe('placeHits', () => {
  afterEach(() => setLocaleSource(() => 'lt'))

  it('offers the lists sorted by distance from a postcode, in the page’s language', () => {
    expect(placeHits('ls6 1an')[0]).toMatchObject({ title: 'Lituanistinės mokyklos ir darželiai netoli LS6 1AN', subtitle: 'Nuo artimiausių, su atstumu', label: 'Netoliese' })
    setLocaleSource(() => 'en')
    const hits = placeHits('ls6 1an')
    expect(hits.map((hit) => hit.title)).toEqual([
      'Lithuanian schools and nurseries near LS6 1AN',
      'Communities near LS6 1AN',
      'Events near LS6 1AN',
      'Ensembles near LS6 1AN',
      'Sports clubs near LS6 1AN',
    ])
    expect(hits[0]).toMatchObject({ subtitle: 'Nearest first, with the distance', label: 'Nearby', href: '/lituanistinis-mokymas?netoli=LS6+1AN' })
  })
})
