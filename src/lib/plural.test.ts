import { describe, expect, it } from 'vitest'
import { m } from '@/paraglide/messages'
import { countLabel } from './plural'

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

describe('the counted nouns of the plural messages, in Lithuanian', () => {
  it.each([
    ['members', m.home_members, ['1 narys', '2 nariai', '10 narių', '11 narių', '21 narys', '22 nariai']],
    ['participants', m.directories_participants_count, ['1 dalyvis', '2 dalyviai', '10 dalyvių', '11 dalyvių', '21 dalyvis', '22 dalyviai']],
    ['expected participants', m.events_expected, ['Laukiama 1 dalyvio', 'Laukiama 2 dalyvių', 'Laukiama 10 dalyvių', 'Laukiama 11 dalyvių', 'Laukiama 21 dalyvio', 'Laukiama 22 dalyvių']],
  ] as const)('%s: 1, 2, 10, 11, 21, 22', (_, message, expected) => {
    expect([1, 2, 10, 11, 21, 22].map((count) => message({ count }))).toEqual(expected)
  })
})
