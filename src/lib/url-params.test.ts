import { describe, expect, it } from 'vitest'
import { choiceParam, readUrlParams, textParam } from './url-params'

describe('URL parameters', () => {
  const params = { q: textParam(), tipas: choiceParam(['pagrindine', 'regionine']) }
  const read = (search: string) => readUrlParams(params, new URLSearchParams(search))

  it('reads known values and leaves absent ones empty', () => {
    expect(read('q=leeds&tipas=regionine&kita=1')).toEqual({ q: 'leeds', tipas: 'regionine' })
    expect(read('')).toEqual({ q: '', tipas: '' })
  })

  it('reads a choice the list does not offer, and a search over 200 characters, as empty', () => {
    expect(read(`tipas=Regionine&q=${'a'.repeat(201)}`)).toEqual({ q: '', tipas: '' })
    expect(read(`q=${'a'.repeat(200)}`).q).toHaveLength(200)
  })
})
