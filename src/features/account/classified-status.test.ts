import { describe, expect, it } from 'vitest'
import { setLocaleSource } from '@/lib/i18n/locale'
import { canClose, canRenew, classifiedStatus } from './classified-status'

const now = new Date('2027-06-01T12:00:00Z')
const approved = { status: 'approved', hidden_at: null, expires_at: '2027-06-30T23:30:00Z' }

describe('classifiedStatus', () => {
  it('says until which UK day an approved classified is published', () => {
    // 23:30 UTC on 30 June is already 1 July in London.
    expect(classifiedStatus(approved, now)).toEqual({ text: 'Paskelbtas iki 2027 m. liepos 1 d.', variant: 'default' })
  })

  it('says it in English on English pages', () => {
    setLocaleSource(() => 'en')
    try {
      expect(classifiedStatus(approved, now)).toEqual({ text: 'Published until 1 July 2027', variant: 'default' })
      expect(classifiedStatus({ ...approved, hidden_at: '2027-05-30T10:00:00Z' }, now).text).toBe('Hidden until an administrator reviews the reports')
      expect(classifiedStatus({ ...approved, status: 'pending' }, now).text).toBe('Awaiting approval')
    } finally {
      setLocaleSource(() => 'lt')
    }
  })

  it('says an approved classified past its end has expired', () => {
    expect(classifiedStatus({ ...approved, expires_at: '2027-06-01T11:59:00Z' }, now).text).toBe('Baigė galioti')
  })

  it('puts hiding before waiting or publication, and a decision or closing before hiding', () => {
    const hidden = { ...approved, hidden_at: '2027-05-30T10:00:00Z' }
    expect(classifiedStatus(hidden, now).text).toBe('Paslėptas, kol administratorius peržiūrės pranešimus')
    expect(classifiedStatus({ ...hidden, status: 'pending' }, now).text).toBe('Paslėptas, kol administratorius peržiūrės pranešimus')
    expect(classifiedStatus({ ...hidden, status: 'rejected' }, now).text).toBe('Atmestas')
    expect(classifiedStatus({ ...hidden, status: 'closed' }, now).text).toBe('Uždarytas')
  })

  it('says a pending classified waits for approval', () => {
    expect(classifiedStatus({ status: 'pending', hidden_at: null, expires_at: null }, now)).toEqual({ text: 'Laukia patvirtinimo', variant: 'accent' })
  })
})

describe('what a poster may do', () => {
  it('renews an approved classified, expired or not, unless it is hidden', () => {
    expect(canRenew(approved)).toBe(true)
    expect(canRenew({ ...approved, expires_at: '2020-01-01T00:00:00Z' })).toBe(true)
    expect(canRenew({ ...approved, hidden_at: '2027-05-30T10:00:00Z' })).toBe(false)
    expect(canRenew({ ...approved, status: 'pending' })).toBe(false)
  })

  it('closes a classified waiting or published, not one rejected or closed', () => {
    expect(['pending', 'approved', 'rejected', 'closed'].filter((status) => canClose({ ...approved, status }))).toEqual(['pending', 'approved'])
  })
})
