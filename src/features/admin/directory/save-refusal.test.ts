import { describe, expect, it } from 'vitest'
import { entryFormMessages } from './entry-form-schema'
import { refusalOf } from './save-refusal'

const check = (constraint: string) => ({ code: '23514', message: `new row for relation "directory_entries" violates check constraint "${constraint}"` })

describe('refusalOf', () => {
  it.each([
    ['a slug the directory has', { code: '23505', message: 'duplicate key' }, { slug: entryFormMessages.slugTaken }],
    ['a logo path the database refuses', check('directory_entries_logo_path_check'), { logoPath: entryFormMessages.logo }],
    ['a malformed e-mail', check('directory_entries_email_check'), { 'columns.email': entryFormMessages.email }],
    ['a check no field shows', check('directory_entries_details_check'), null],
    ['a postcode district the database does not know', { code: 'PT422', message: 'Pašto kodo rajono „ZZ9“ neradome.' }, { 'columns.postcode': 'Pašto kodo rajono „ZZ9“ neradome.' }],
    ['another refusal in words', { code: 'PT422', message: 'Įraše negali būti HTML žymių.' }, null],
  ])('points at the field for %s', (_label, error, expected) => {
    expect(refusalOf(error)).toEqual(expected)
  })
})
