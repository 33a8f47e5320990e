import { describe, expect, it } from 'vitest'
import { formatGbp } from './intl-format'

describe('formatGbp', () => {
  it('formats GBP for Lithuanian readers', () => {
    expect(formatGbp(25)).toMatch(/25\s£/)
    expect(formatGbp(10.42)).toMatch(/10,42\s£/)
  })
})
