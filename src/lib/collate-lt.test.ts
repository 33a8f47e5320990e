import { describe, expect, it } from 'vitest'
import { businesses } from '@/testing/fixtures/businesses'
import { collectives } from '@/testing/fixtures/collectives'
import { communities } from '@/testing/fixtures/communities'
import { mediaOutlets } from '@/testing/fixtures/media-outlets'
import { schools } from '@/testing/fixtures/schools'
import { sportsClubs } from '@/testing/fixtures/sports-clubs'
import { studentSocieties } from '@/testing/fixtures/student-societies'
import { compareLt, sortLt } from './collate-lt'

const intl = new Intl.Collator('lt')
const sign = (n: number) => Math.sign(n)

/** A small deterministic generator, so a failure can be reproduced. */
function random(seed: number) {
  return () => {
    seed = (seed * 1103515245 + 12345) % 2 ** 31
    return seed / 2 ** 31
  }
}

describe('compareLt', () => {
  it('orders the Lithuanian alphabet as Intl.Collator does', () => {
    expect(['Žagarė', 'Zarasai', 'Šiauliai', 'Sėda', 'Čekiškė', 'Cirkliškis'].sort(compareLt)).toEqual([
      'Cirkliškis', 'Čekiškė', 'Sėda', 'Šiauliai', 'Zarasai', 'Žagarė',
    ])
    const words = ['Žagarė', 'Zarasai', 'Šiauliai', 'Sėda', 'Čekiškė', 'Cirkliškis', 'yra', 'įra', 'ira', 'jra', 'ėa', 'éa', 'ea', 'ūsas', 'ųsas', 'usas']
    expect([...words].sort(compareLt)).toEqual([...words].sort(intl.compare))
  })

  it('orders every name and place of the directory fixtures as Intl.Collator does', () => {
    const values = [
      ...communities.flatMap((c) => [c.name, c.location]),
      ...collectives.flatMap((c) => [c.name, c.location]),
      ...schools.flatMap((s) => [s.name, s.region, s.director]),
      ...sportsClubs.flatMap((s) => [s.name, s.location]),
      ...studentSocieties.flatMap((s) => [s.name, s.location]),
      ...mediaOutlets.map((m) => m.name),
      ...businesses.map((b) => b.name),
    ].filter((v): v is string => typeof v === 'string')
    expect(values.length).toBeGreaterThan(100)
    expect([...values].sort(compareLt)).toEqual([...values].sort(intl.compare))
    expect(sortLt(values)).toEqual([...values].sort(intl.compare))
  })

  it('agrees with Intl.Collator on 20,000 random pairs of letters, case, digits and punctuation', () => {
    const alphabet = [...'aąbcčdeęėfghiįyjklmnoprsštuųūvzžAĄBCČEĘĖIĮYŠŲŪŽ  -.(),0129qwxéöāēīĖ']
    const next = random(42)
    const word = () => Array.from({ length: 1 + Math.floor(next() * 5) }, () => alphabet[Math.floor(next() * alphabet.length)]).join('')
    const mismatches: string[] = []
    for (let i = 0; i < 20_000; i++) {
      const [a, b] = [word(), word()]
      if (sign(compareLt(a, b)) !== sign(intl.compare(a, b))) mismatches.push(`${JSON.stringify(a)} vs ${JSON.stringify(b)}`)
    }
    expect(mismatches.slice(0, 10)).toEqual([])
  })
})
