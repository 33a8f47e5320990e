import { describe, expect, it } from 'vitest'
import { directories } from '@/features/directory/definitions'
import { directoryKeys } from '@/features/directory/entry'
import { entryRow, publishedEntry } from '@/testing/directory-entries'
import { fixtureEntriesOf } from '@/testing/fixtures/directory'
import { entryFormMessages, entryFormSchema, entryFormValues, entryFromValues } from './entry-form-schema'


describe.each(directoryKeys)('the %s editor form', (key) => {
  const directory = directories[key]
  const { editor } = directory

  it('gives back every fixture entry unchanged when saved without edits', () => {
    for (const fields of fixtureEntriesOf(key)) {
      const values = entryFormSchema(editor).parse(entryFormValues(editor, entryRow({ ...fields, directory: key })))
      const row = entryFromValues(key, editor, values, fields.details)
      expect(row).toMatchObject({ directory: key, name: fields.name, slug: fields.slug })
      expect(row.details).toEqual(fields.details)
      for (const { key: column } of editor.columns) expect(row[column]).toEqual(column === 'postcode' || column === 'latitude' || column === 'longitude' ? null : fields[column])
    }
  })

  it('creates an entry the public pages can read from a form filled with the required fields only', () => {
    const values = entryFormValues(editor)
    values.name = 'Naujas įrašas'
    for (const field of editor.columns) {
      if (field.required) values.columns[field.key] = field.key === 'email' ? 'info@example.org' : field.key === 'founded' ? '2020' : 'Tekstas'
    }
    for (const field of editor.details) {
      if ('required' in field && field.required) values.details[field.key] = field.kind === 'count' || field.kind === 'rating' ? '3' : 'Tekstas'
    }
    const parsed = entryFormSchema(editor).safeParse(values)
    expect(parsed.error?.issues).toBeUndefined()
    const row = entryFromValues(key, editor, parsed.data!)
    expect(row.slug).toBe('naujas-irasas')
    const { directory: _directory, status: _status, id: _id, ...fields } = entryRow({ ...row, details: row.details ?? {} })
    expect(directory.fromEntry(publishedEntry(key, fields))).not.toBeNull()
  })

  it('asks for every required field of an empty form', () => {
    const parsed = entryFormSchema(editor).safeParse(entryFormValues(editor))
    const missing = parsed.error!.issues.filter((issue) => issue.message === entryFormMessages.required).map((issue) => issue.path.join('.'))
    expect(missing).toContain('name')
    for (const field of editor.columns.filter((column) => column.required)) expect(missing).toContain(`columns.${field.key}`)
  })
})


describe('an entry with fewer details than its directory expects', () => {
  it('is saved with the directory’s defaults it lacked, keeping what it had', () => {
    const { editor } = directories.communities
    const stored = { type: 'regionine', note: 'iš senojo sąrašo' }
    const values = entryFormValues(editor, entryRow({ directory: 'communities', details: stored }))
    values.details.members = '4'
    const row = entryFromValues('communities', editor, values, stored)
    expect(row.details).toEqual({ gallery: [], note: 'iš senojo sąrašo', type: 'regionine', members: 4, activities: [] })
  })
})

describe('bad input', () => {
  const { editor } = directories.schools
  const messagesFor = (patch: (values: ReturnType<typeof entryFormValues>) => void) => {
    const values = entryFormValues(editor)
    patch(values)
    return Object.fromEntries((entryFormSchema(editor).safeParse(values).error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))
  }

  it.each([
    ['a 10,000-character name', (v: ReturnType<typeof entryFormValues>) => (v.name = 'a'.repeat(10_000)), 'name', entryFormMessages.tooLong(200)],
    ['a javascript: website', (v: ReturnType<typeof entryFormValues>) => (v.columns.website = 'javascript:alert(1)'), 'columns.website', entryFormMessages.url],
    ['a malformed e-mail', (v: ReturnType<typeof entryFormValues>) => (v.columns.email = 'ne-adresas'), 'columns.email', entryFormMessages.email],
    ['a slug with spaces', (v: ReturnType<typeof entryFormValues>) => (v.slug = 'Mano mokykla'), 'slug', entryFormMessages.slug],
    ['a javascript: social link', (v: ReturnType<typeof entryFormValues>) => (v.details.social = 'javascript:alert(1)'), 'details.social', entryFormMessages.url],
    ['a founding year out of range', (v: ReturnType<typeof entryFormValues>) => (v.columns.founded = '1200'), 'columns.founded', entryFormMessages.year],
  ])('refuses %s with a Lithuanian message', (_label, patch, path, message) => {
    expect(messagesFor(patch)[path]).toBe(message)
  })
})

describe('where an entry is', () => {
  const { editor } = directories.schools
  const withPlace = (columns: Record<string, string>) => {
    const values = entryFormValues(editor)
    Object.assign(values, { name: 'Mokykla' })
    Object.assign(values.columns, { summary: 'Tekstas', region: 'Lidsas', address: 'Salė', leader_name: 'Ona', email: 'info@example.org', founded: '2020' }, columns)
    Object.assign(values.details, { students: '10' })
    return entryFormSchema(editor).safeParse(values)
  }
  const messages = (result: ReturnType<typeof withPlace>) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]))

  it('takes a postcode and an exact point typed the Lithuanian way', () => {
    const parsed = withPlace({ postcode: 'ls6 1an', latitude: '53,8193', longitude: '−1,567' })
    expect(parsed.error?.issues).toBeUndefined()
    expect(entryFromValues('schools', editor, parsed.data!)).toMatchObject({ postcode: 'ls6 1an', latitude: 53.8193, longitude: -1.567 })
  })

  it('refuses a point outside the UK, half a point and no postcode at all, in Lithuanian', () => {
    expect(messages(withPlace({ postcode: '12345' }))).toEqual({ 'columns.postcode': entryFormMessages.postcode })
    expect(messages(withPlace({ latitude: '48,5', longitude: '-1' }))).toEqual({ 'columns.latitude': entryFormMessages.latitude })
    expect(messages(withPlace({ latitude: '53,8' }))).toEqual({ 'columns.longitude': entryFormMessages.pointHalf })
  })

  it('shows an exact point to the editor, never the district centre the postcode gave', () => {
    const district = entryFormValues(editor, entryRow({ postcode: 'LS6', latitude: 53.81928, longitude: -1.56704, location_precision: 'district' }))
    expect(district.columns).toMatchObject({ postcode: 'LS6', latitude: '', longitude: '' })
    const exact = entryFormValues(editor, entryRow({ postcode: 'LS6', latitude: 53.8, longitude: -1.55, location_precision: 'exact' }))
    expect(exact.columns).toMatchObject({ latitude: '53.8', longitude: '-1.55' })
  })
})
