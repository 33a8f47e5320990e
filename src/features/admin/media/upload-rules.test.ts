import { describe, expect, it } from 'vitest'
import { storedFileName, uploadProblem } from './upload-rules'

describe('storedFileName', () => {
  it.each([
    ['nuotrauka.PNG', '1700000000000.png'],
    ['logo.final.webp', '1700000000000.webp'],
    ['be-pletinio', '1700000000000'],
    ['../../etc/passwd.jpg', '1700000000000.jpg'],
  ])('%s → %s', (name, expected) => {
    expect(storedFileName(name, 1700000000000)).toBe(expected)
  })
})

describe('uploadProblem', () => {
  it('accepts images up to 5 MB only', () => {
    expect(uploadProblem({ type: 'image/png', size: 1000 })).toBeNull()
    expect(uploadProblem({ type: 'application/pdf', size: 1000 })).toBe('not-image')
    expect(uploadProblem({ type: 'image/jpeg', size: 6 * 1024 * 1024 })).toBe('too-large')
  })
})
