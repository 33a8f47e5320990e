import { describe, expect, it } from 'vitest'
import { waitingTime } from './waiting-time'

describe('waitingTime', () => {
  it('says days and hours, hours and minutes, or minutes', () => {
    expect(waitingTime(30)).toBe('mažiau nei minutę')
    expect(waitingTime(12 * 60 + 59)).toBe('12 min.')
    expect(waitingTime(3 * 3600 + 20 * 60)).toBe('3 val. 20 min.')
    expect(waitingTime(2 * 86_400 + 5 * 3600 + 59 * 60)).toBe('2 d. 5 val.')
  })
})
