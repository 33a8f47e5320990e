import type { ColumnField, ColumnKey, DetailField, DirectoryKey, EditorFields } from '@/features/directory/entry'
import { parsePostcode } from '@/features/near-me/parse-postcode'
import { sanitizeText } from '@/lib/sanitize'
import { slugify } from '@/lib/slug'
import type { Json, TablesInsert } from '@/lib/supabase/database.types'
import { z } from '@/lib/zod'
import type { DirectoryEntry } from './filter-entries'

/**
 * Everything the editor's form holds, as typed: one string per field (a list is one per line);
 * the logo is a media library file's path, empty for none.
 */
export type EntryFormValues = { name: string; slug: string; columns: Partial<Record<ColumnKey, string>>; details: Record<string, string>; logoPath: string }

export const entryFormMessages = {
  required: 'Šis laukas privalomas',
  tooLong: (max: number) => `Per ilga: daugiausia ${max} simbolių`,
  slug: 'Adresą sudaro mažosios raidės a–z, skaitmenys ir brūkšneliai (pvz., londono-mokykla)',
  email: 'Netinkamas el. pašto formatas',
  url: 'Nuoroda turi prasidėti http:// arba https://',
  phone: 'Telefone gali būti tik skaitmenys, tarpai, +, ( ) ir -',
  year: 'Metai turi būti tarp 1800 ir 2100',
  postcode: 'Įveskite JK pašto kodą, pvz., LS6 1AN, arba jo pirmąją dalį, pvz., LS6',
  latitude: 'Platuma Jungtinėje Karalystėje: skaičius nuo 49,1 iki 60,9, pvz., 53,8193',
  longitude: 'Ilguma Jungtinėje Karalystėje: skaičius nuo −8,7 iki 1,8, pvz., −1,5670',
  pointHalf: 'Tikslią vietą sudaro abi koordinatės: nurodykite ir platumą, ir ilgumą',
  count: 'Įveskite sveikąjį skaičių, 0 ar didesnį',
  rating: 'Įveskite skaičių nuo 0 iki 5',
  date: 'Įveskite datą',
  choice: 'Pasirinkite reikšmę',
  slugTaken: 'Toks adresas šiame skyriuje jau naudojamas: pasirinkite kitą',
  logo: 'Pasirinkite paveikslėlį iš medijos bibliotekos',
} as const

/** A file of the media library as the database accepts it in `logo_path`. */
const logoPath = /^[A-Za-z0-9][A-Za-z0-9._/-]*$/
export const isLogoPath = (value: string) => value.length <= 500 && logoPath.test(value) && !value.includes('..')

/** The database's length limits, so the form refuses what the database would. */
const columnLimits: Record<ColumnKey, number> = {
  summary: 1000,
  description: 10000,
  town: 200,
  region: 200,
  address: 500,
  postcode: 20,
  latitude: 20,
  longitude: 20,
  leader_name: 200,
  leader_title: 200,
  email: 254,
  phone: 40,
  website: 500,
  founded: 4,
}

const text = z.string().transform(sanitizeText)
const webUrl = /^https?:\/\/[^\s<>"]+$/

/** The shape rules of the columns that have one, with the message the form shows when a value breaks it. */
export const columnRules: Partial<Record<ColumnKey, { valid: (value: string) => boolean; message: string }>> = {
  email: { valid: (value) => z.email().safeParse(value).success, message: entryFormMessages.email },
  website: { valid: (value) => webUrl.test(value), message: entryFormMessages.url },
  phone: { valid: (value) => /^\+?[0-9][0-9 ()-]*$/.test(value), message: entryFormMessages.phone },
  founded: { valid: (value) => /^\d{4}$/.test(value) && Number(value) >= 1800 && Number(value) <= 2100, message: entryFormMessages.year },
  postcode: { valid: (value) => parsePostcode(value) !== null, message: entryFormMessages.postcode },
  latitude: { valid: (value) => isCoordinate(value, 49.1, 60.9), message: entryFormMessages.latitude },
  longitude: { valid: (value) => isCoordinate(value, -8.7, 1.8), message: entryFormMessages.longitude },
}

/** A coordinate as typed, with a comma or a point and any minus sign. */
const coordinate = (value: string) => Number(value.replace(',', '.').replace('−', '-'))
const isCoordinate = (value: string, min: number, max: number) => /^[-−]?\d{1,2}([.,]\d{1,7})?$/.test(value) && coordinate(value) >= min && coordinate(value) <= max

function columnSchema({ key, required }: ColumnField) {
  const limit = columnLimits[key]
  const rule = columnRules[key]
  return text.pipe(
    z
      .string()
      .max(limit, entryFormMessages.tooLong(limit))
      .refine((value) => !required || value !== '', entryFormMessages.required)
      .refine((value) => value === '' || !rule || rule.valid(value), rule?.message ?? entryFormMessages.required),
  )
}

function detailSchema(field: DetailField) {
  const required = 'required' in field && field.required === true
  const filled = (value: string) => !required || value !== ''
  switch (field.kind) {
    case 'list':
      return text
    case 'choice':
      return z.string().refine((value) => field.options.some((option) => option.value === value), entryFormMessages.choice)
    case 'count':
      return text.pipe(z.string().refine(filled, entryFormMessages.required).refine((value) => value === '' || /^\d{1,9}$/.test(value), entryFormMessages.count))
    case 'rating':
      return text.pipe(
        z
          .string()
          .refine(filled, entryFormMessages.required)
          .refine((value) => value === '' || (/^\d(?:[.,]\d)?$/.test(value) && Number(value.replace(',', '.')) <= 5), entryFormMessages.rating),
      )
    case 'url':
      return text.pipe(z.string().max(500, entryFormMessages.tooLong(500)).refine(filled, entryFormMessages.required).refine((value) => value === '' || webUrl.test(value), entryFormMessages.url))
    case 'date':
      return text.pipe(z.string().refine(filled, entryFormMessages.required).refine((value) => value === '' || /^\d{4}-\d{2}-\d{2}$/.test(value), entryFormMessages.date))
    default:
      return text.pipe(z.string().max(1000, entryFormMessages.tooLong(1000)).refine(filled, entryFormMessages.required))
  }
}

/** The form's rules for one directory, built from its definition. */
export function entryFormSchema(editor: EditorFields) {
  return z
    .object({
      name: text.pipe(z.string().min(1, entryFormMessages.required).max(200, entryFormMessages.tooLong(200))),
      slug: text.pipe(z.string().max(120, entryFormMessages.tooLong(120)).refine((value) => value === '' || /^[a-z0-9]+(-[a-z0-9]+)*$/.test(value), entryFormMessages.slug)),
      columns: z.object(Object.fromEntries(editor.columns.map((field) => [field.key, columnSchema(field)]))),
      details: z.object(Object.fromEntries(editor.details.map((field) => [field.key, detailSchema(field)]))),
      logoPath: z.string().refine((value) => value === '' || isLogoPath(value), entryFormMessages.logo),
    })
    .superRefine(({ columns }, context) => {
      // An exact point is both coordinates or neither (then the postcode's district places the entry).
      const [latitude, longitude] = [columns.latitude ?? '', columns.longitude ?? '']
      if ((latitude === '') === (longitude === '')) return
      context.addIssue({ code: 'custom', path: ['columns', latitude === '' ? 'latitude' : 'longitude'], message: entryFormMessages.pointHalf })
    })
}

const placeColumns: ReadonlySet<ColumnKey> = new Set(['latitude', 'longitude'])

/** The form's starting values: an existing entry's, or empty ones (a choice starts at its first option). */
export function entryFormValues(editor: EditorFields, entry?: DirectoryEntry): EntryFormValues {
  const stored = entry && typeof entry.details === 'object' && entry.details !== null && !Array.isArray(entry.details) ? entry.details : {}
  return {
    name: entry?.name ?? '',
    slug: entry?.slug ?? '',
    logoPath: entry?.logo_path ?? '',
    // A point the postcode's district gave is not the editor's: only an exact one fills the fields.
    columns: Object.fromEntries(
      editor.columns.map(({ key }) => [key, entry?.[key] == null || (placeColumns.has(key) && entry.location_precision !== 'exact') ? '' : String(entry[key])]),
    ),
    details: Object.fromEntries(
      editor.details.map((field) => {
        const value = stored[field.key]
        if (field.kind === 'list') return [field.key, Array.isArray(value) ? value.join('\n') : '']
        if (value === undefined || value === null) return [field.key, field.kind === 'choice' ? (field.missing ?? field.options[0]?.value ?? '') : '']
        return [field.key, String(value)]
      }),
    ),
  }
}

/** The row the form's checked values describe. Empty optional fields are stored as null or left out. */
export function entryFromValues(directory: DirectoryKey, editor: EditorFields, values: EntryFormValues, stored?: Json): TablesInsert<'directory_entries'> {
  // The directory's defaults under what the entry has: a draft copied in with fewer details
  // (such as one from the old organisation list) gains the gallery its pages expect.
  const keep = stored && typeof stored === 'object' && !Array.isArray(stored) ? stored : {}
  const details: Record<string, Json | undefined> = { ...editor.defaults, ...keep }
  for (const field of editor.details) {
    const value = values.details[field.key] ?? ''
    delete details[field.key]
    if (field.kind === 'list') details[field.key] = value.split('\n').map((line) => line.trim()).filter(Boolean)
    else if (field.kind === 'count') {
      if (value !== '') details[field.key] = Number(value)
    } else if (field.kind === 'rating') {
      if (value !== '') details[field.key] = Number(value.replace(',', '.'))
    } else if (value !== '') details[field.key] = value
  }
  const row: TablesInsert<'directory_entries'> = { directory, name: values.name, slug: values.slug || slugify(values.name), details, logo_path: values.logoPath || null }
  for (const { key } of editor.columns) {
    const value = values.columns[key] ?? ''
    if (key === 'founded') row.founded = value === '' ? null : Number(value)
    else if (key === 'latitude' || key === 'longitude') row[key] = value === '' ? null : coordinate(value)
    else row[key] = value === '' ? null : value
  }
  return row
}
