import { describe, expect, it } from 'vitest'
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
