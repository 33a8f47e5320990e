import { describe, expect, it } from 'vitest'
import { schoolCountLine } from './schools-list'
import { setLocaleSource } from '@/lib/i18n/locale'
import { schoolKind } from './school-kind'

describe('schoolKind', () => {
  it.each([
    [{ region: 'Virtualios mokyklos', name: 'Mokykla „Pasaka“' }, 'virtual'],
    [{ region: 'Londonas', name: 'Lietuvių vaikų darželis „Boružėlė“' }, 'kindergarten'],
    [{ region: 'Londonas', name: 'Londono lituanistinė mokykla' }, 'school'],
  ])('%o → %s', (school, kind) => expect(schoolKind(school)).toBe(kind))
})

describe('schoolCountLine', () => {
  it.each([
    [0, 'Rasta 0 mokyklų ir darželių'],
    [1, 'Rasta 1 mokykla ar darželis'],
    [3, 'Rasta 3 mokyklos ir darželiai'],
    [12, 'Rasta 12 mokyklų ir darželių'],
    [21, 'Rasta 21 mokykla ar darželis'],
    [1.5, 'Rasta 1.5 mokyklos ar darželio'],
  ])('%i → %s', (count, expected) => {
    expect(schoolCountLine(count)).toBe(expected)
  })

  it.each([
    [0, 'Found 0 schools and nurseries'],
    [1, 'Found 1 school or nursery'],
    [3, 'Found 3 schools and nurseries'],
    [21, 'Found 21 schools and nurseries'],
  ])('on an English page: %i → %s', (count, expected) => {
    setLocaleSource(() => 'en')
    try {
      expect(schoolCountLine(count)).toBe(expected)
    } finally {
      setLocaleSource(() => 'lt')
    }
  })
})
