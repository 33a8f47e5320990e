import { describe, expect, it } from 'vitest'
import { countLabel, nouns } from './plural'

const school = { one: 'mokykla', few: 'mokyklos', other: 'mokyklų' }

describe('countLabel', () => {
  it.each([
    [0, '0 mokyklų'],
    [1, '1 mokykla'],
    [2, '2 mokyklos'],
    [9, '9 mokyklos'],
    [10, '10 mokyklų'],
    [11, '11 mokyklų'],
    [12, '12 mokyklų'],
    [21, '21 mokykla'],
    [22, '22 mokyklos'],
    [111, '111 mokyklų'],
  ])('%i → %s', (count, expected) => {
    expect(countLabel(count, school)).toBe(expected)
  })
})

describe('nouns counted on cards', () => {
  it.each([
    ['member', ['1 narys', '2 nariai', '10 narių', '11 narių', '21 narys', '22 nariai']],
    ['participant', ['1 dalyvis', '2 dalyviai', '10 dalyvių', '11 dalyvių', '21 dalyvis', '22 dalyviai']],
    ['expectedParticipant', ['1 dalyvio', '2 dalyvių', '10 dalyvių', '11 dalyvių', '21 dalyvio', '22 dalyvių']],
    ['place', ['1 vieta', '2 vietos', '10 vietų', '11 vietų', '21 vieta', '22 vietos']],
    ['post', ['1 įrašas', '2 įrašai', '10 įrašų', '11 įrašų', '21 įrašas', '22 įrašai']],
    ['comment', ['1 komentaras', '2 komentarai', '10 komentarų', '11 komentarų', '21 komentaras', '22 komentarai']],
    ['view', ['1 peržiūra', '2 peržiūros', '10 peržiūrų', '11 peržiūrų', '21 peržiūra', '22 peržiūros']],
    ['online', ['1 prisijungęs', '2 prisijungę', '10 prisijungusių', '11 prisijungusių', '21 prisijungęs', '22 prisijungę']],
  ] as const)('%s: 1, 2, 10, 11, 21, 22', (noun, expected) => {
    expect([1, 2, 10, 11, 21, 22].map((count) => countLabel(count, nouns[noun]))).toEqual(expected)
  })
})
