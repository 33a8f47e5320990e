import { describe, expect, it } from 'vitest'
import { databaseRefusal } from './database-refusal'

describe('databaseRefusal', () => {
  it('passes on the database’s own words for its rules and limits', () => {
    expect(databaseRefusal({ code: 'PT429', message: 'Per daug pasiūlymų.', hint: 'Pabandykite vėl rytoj.' })).toBe('Per daug pasiūlymų. Pabandykite vėl rytoj.')
    expect(databaseRefusal({ code: 'PT422', message: 'Nuoroda turi prasidėti „https://“.' })).toBe('Nuoroda turi prasidėti „https://“.')
    expect(databaseRefusal({ code: 'PT403', message: 'Apribota.', details: 'Iki 18:00.' })).toBe('Apribota. Iki 18:00.')
  })

  it('keeps other errors’ words from members', () => {
    expect(databaseRefusal({ code: '42501', message: 'permission denied for table events' })).toBeNull()
    expect(databaseRefusal(new Error('Failed to fetch'))).toBeNull()
    expect(databaseRefusal(null)).toBeNull()
  })
})
