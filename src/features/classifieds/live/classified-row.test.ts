import { describe, expect, it } from 'vitest'
import { adFromRow } from './classified-row'

const row = {
  id: 'c-1',
  title: 'Nuomojamas kambarys',
  body: 'Šviesus kambarys.',
  category: 'Būstas',
  price: '650.00',
  town: 'Mančesteris',
  contact: 'portal',
  contact_email: null,
  author_name: 'Ingrida',
  published_on: '2026-11-17',
}

describe('adFromRow', () => {
  it('shows a stored classified on the day it was published, replies through the portal', () => {
    expect(adFromRow(row)).toEqual({
      id: 'c-1',
      title: 'Nuomojamas kambarys',
      description: 'Šviesus kambarys.',
      category: 'Būstas',
      location: 'Mančesteris',
      date: '2026-11-17',
      author: 'Ingrida',
      price: 650,
      contact: { kind: 'portal' },
    })
  })

  it('shows the e-mail only when the poster chose it and it is there', () => {
    expect(adFromRow({ ...row, contact: 'email', contact_email: 'ingrida@example.org' }).contact).toEqual({ kind: 'email', email: 'ingrida@example.org' })
    expect(adFromRow({ ...row, contact: 'email', contact_email: null }).contact).toEqual({ kind: 'portal' })
    expect(adFromRow({ ...row, price: null, author_name: '' })).toMatchObject({ price: null, author: 'Narys' })
  })
})
