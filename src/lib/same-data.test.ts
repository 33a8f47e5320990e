import { describe, expect, it } from 'vitest'
import { isSameData, reuseSameItems } from './same-data'

describe('isSameData', () => {
  it.each([
    [{ a: 1, b: ['x', { c: null }] }, { b: ['x', { c: null }], a: 1 }, true],
    [{ a: 1, b: undefined }, { a: 1 }, true],
    [{ a: 1 }, { a: '1' }, false],
    [['a', 'b'], ['b', 'a'], false],
    [['a'], { 0: 'a' }, false],
    [{ a: null }, { a: undefined }, false],
    [{ a: { b: 1 } }, { a: { b: 2 } }, false],
  ])('%j and %j: %s', (a, b, same) => {
    expect(isSameData(a, b)).toBe(same)
  })
})

describe('reuseSameItems', () => {
  const previous = [{ id: 1, name: 'Londonas' }, { id: 2, name: 'Mančesteris' }]

  it('returns the previous array when every item holds the same data', () => {
    expect(reuseSameItems(previous, [{ id: 1, name: 'Londonas' }, { id: 2, name: 'Mančesteris' }])).toBe(previous)
  })

  it('keeps the unchanged items and takes the changed and new ones', () => {
    const changed = { id: 2, name: 'Mančesteris ir apylinkės' }
    const added = { id: 3, name: 'Lidsas' }
    const merged = reuseSameItems(previous, [{ id: 1, name: 'Londonas' }, changed, added])
    expect(merged[0]).toBe(previous[0])
    expect(merged[1]).toBe(changed)
    expect(merged[2]).toBe(added)
  })

  it('returns a new, shorter array when an item is gone', () => {
    const merged = reuseSameItems(previous, [{ id: 1, name: 'Londonas' }])
    expect(merged).toEqual([previous[0]])
    expect(merged[0]).toBe(previous[0])
  })
})
