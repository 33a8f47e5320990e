import { afterEach, describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { collectiveCountLine, collectivesList } from './collectives-list'

describe('the collectives list’s words', () => {
  afterEach(() => setLocaleSource(() => 'lt'))

  it('counts in Lithuanian and in English, by the total', () => {
    expect(collectiveCountLine(1, 1)).toBe('Rodoma: 1 iš 1 kolektyvo')
    expect(collectiveCountLine(3, 12)).toBe('Rodoma: 3 iš 12 kolektyvų')
    expect(collectiveCountLine(2, 21)).toBe('Rodoma: 2 iš 21 kolektyvo')
    setLocaleSource(() => 'en')
    expect(collectiveCountLine(1, 1)).toBe('Showing 1 of 1 ensemble')
    expect(collectiveCountLine(3, 12)).toBe('Showing 3 of 12 ensembles')
    expect(collectivesList().filters[1]?.choices?.map((choice) => choice.label)).toEqual(['Dance', 'Choirs', 'Arts', 'Sport', 'Business'])
    // The search finds a type by the word the page shows for it.
    expect(collectivesList().search.labels?.type).toMatchObject({ chorai: 'Choirs', sokiai: 'Dance' })
  })
})
