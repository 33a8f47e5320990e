/**
 * The migration that retires public.organizations, run on a database built by the migrations
 * before it and holding legacy rows: each row becomes a draft entry of the right directory that
 * the editor opens and can save (categories mapped, slugs made and told apart, values the
 * entries' checks refuse left out), and the table and the mapping functions are gone.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { entryFormValues, entryFromValues } from '../../src/features/admin/directory/entry-form-schema'
import { directories } from '../../src/features/directory/definitions'
import type { DirectoryKey, PublicEntry } from '../../src/features/directory/entry'
import type { Tables } from '../../src/lib/supabase/database.types'
import { applyPendingMigrations } from '../../server/db/migrations.mjs'
import { openDatabase } from '../../server/db/open-database.mjs'
import { databaseUrl, engine } from './helpers'

const migration = '20250601121600_organizations_into_directory.sql'
const work = mkdtempSync(join(tmpdir(), 'organizations-'))
const migrationsDir = join(work, 'migrations')
const database = `organizations_${Date.now()}`
const url = engine === 'postgres15' ? databaseUrl.replace(/\/[^/]+$/, `/${database}`) : undefined

async function onCluster(sql: string) {
  const admin = new pg.Client({ connectionString: databaseUrl })
  await admin.connect()
  await admin.query(sql).finally(() => admin.end())
}

type Legacy = { name: string; category: string; created_at: string } & Partial<
  Record<'subcategory' | 'location' | 'leader_title' | 'leader_name' | 'email' | 'phone' | 'website' | 'address' | 'facebook' | 'instagram' | 'description', string>
>

const legacy: Legacy[] = [
  {
    name: 'Londono lietuvių bendruomenė',
    category: 'bendruomenes',
    subcategory: 'pagrindinė',
    location: 'Londonas',
    leader_title: 'Pirmininkė',
    leader_name: 'Rūta Vaitkienė',
    email: 'londonas@example.org',
    phone: '020 7946 0100',
    website: 'https://londonas.example.org',
    address: 'Bendruomenės namai, Londonas',
    facebook: 'https://facebook.example.org/londonas',
    instagram: 'javascript:alert(1)',
    description: 'Vienija Londono lietuvius.',
    created_at: '2024-01-01T00:00:00Z',
  },
  { name: 'Londono lietuvių bendruomenė', category: 'sielovada', subcategory: 'katalikai', created_at: '2024-02-01T00:00:00Z' },
  {
    name: 'Šv. Kazimiero parapija',
    category: 'sielovada',
    location: 'x'.repeat(300),
    email: 'ne adresas',
    phone: 'skambinkite vakare',
    website: 'ftp://parapija.example.org',
    description: 'Ilgas aprašymas. '.repeat(100),
    created_at: '2024-03-01T00:00:00Z',
  },
  { name: 'Mančesterio mokykla „Gintarėlis“', category: 'mokyklos', location: 'Šiaurės Vakarų Anglija', facebook: 'https://facebook.example.org/gintarelis', created_at: '2024-03-02T00:00:00Z' },
  { name: 'Choras „Gintaras“', category: 'menas', subcategory: 'choras', location: 'Londonas', created_at: '2024-03-03T00:00:00Z' },
  { name: 'Krepšinio klubas „Vilkai“', category: 'sportas', subcategory: 'krepšinis', location: 'Londonas', instagram: 'https://instagram.example.org/vilkai', created_at: '2024-03-04T00:00:00Z' },
  { name: 'Edinburgo studentų draugija', category: 'studentai', location: 'Edinburgas', created_at: '2024-03-05T00:00:00Z' },
  { name: 'Radijas „Banga“', category: 'ziniasklaida', subcategory: 'radijas', location: 'Bristolis', created_at: '2024-03-06T00:00:00Z' },
]

let db: Awaited<ReturnType<typeof openDatabase>>
let entries: Tables<'directory_entries'>[]

beforeAll(async () => {
  mkdirSync(migrationsDir, { recursive: true })
  for (const file of readdirSync('supabase/migrations').filter((name) => name.endsWith('.sql') && name < migration)) {
    copyFileSync(join('supabase/migrations', file), join(migrationsDir, file))
  }
  if (url) await onCluster(`create database ${database}`)
  // No seed beside these migrations: the directory starts empty but for the entry added below.
  db = await openDatabase({ dataDir: url ? undefined : null, databaseUrl: url, migrationsDir })
  await db.query(
    `insert into public.directory_entries (directory, slug, status, name, details)
     values ('communities', 'londono-lietuviu-bendruomene', 'published', 'Londono lietuvių bendruomenė', '{"type":"pagrindine","members":1,"gallery":[],"activities":[]}')`,
  )
  for (const row of legacy) {
    const columns = Object.keys(row)
    await db.query(
      `insert into public.organizations (${columns.join(', ')}) values (${columns.map((_, i) => `$${i + 1}`).join(', ')})`,
      Object.values(row),
    )
  }
  await applyPendingMigrations(db, [join('supabase/migrations', migration)])
  const { rows } = await db.query("select * from public.directory_entries where status = 'draft' order by created_at, slug")
  entries = rows as Tables<'directory_entries'>[]
}, 120_000)

afterAll(async () => {
  await db?.close()
  if (url) await onCluster(`drop database if exists ${database}`)
  rmSync(work, { recursive: true, force: true })
})

const bySlug = (slug: string) => {
  const entry = entries.find((candidate) => candidate.slug === slug)
  if (!entry) throw new Error(`no draft ${slug} among ${entries.map((e) => e.slug).join(', ')}`)
  return entry
}

describe('organizations into directory_entries', () => {
  it('copies every legacy row as a draft of the directory its category maps to', () => {
    expect(entries.map((entry) => [entry.directory, entry.slug])).toEqual(
      expect.arrayContaining([
        ['communities', 'londono-lietuviu-bendruomene-2'],
        ['communities', 'londono-lietuviu-bendruomene-3'],
        ['communities', 'sv-kazimiero-parapija'],
        ['schools', 'mancesterio-mokykla-gintarelis'],
        ['collectives', 'choras-gintaras'],
        ['sports', 'krepsinio-klubas-vilkai'],
        ['student_societies', 'edinburgo-studentu-draugija'],
        ['media', 'radijas-banga'],
      ]),
    )
    expect(entries).toHaveLength(legacy.length)
  })

  it('keeps the fields that pass the entries’ checks and maps subcategories to types', () => {
    expect(bySlug('londono-lietuviu-bendruomene-2')).toMatchObject({
      name: 'Londono lietuvių bendruomenė',
      summary: 'Vienija Londono lietuvius.',
      town: 'Londonas',
      address: 'Bendruomenės namai, Londonas',
      leader_name: 'Rūta Vaitkienė',
      leader_title: 'Pirmininkė',
      email: 'londonas@example.org',
      phone: '020 7946 0100',
      website: 'https://londonas.example.org',
      details: { type: 'pagrindine', gallery: [], activities: [], facebook: 'https://facebook.example.org/londonas' },
    })
    expect(bySlug('londono-lietuviu-bendruomene-3').details).toEqual({ type: 'regionine', gallery: [], activities: [] })
    expect(bySlug('mancesterio-mokykla-gintarelis')).toMatchObject({ region: 'Šiaurės Vakarų Anglija', town: null, details: { programs: [], gallery: [], social: 'https://facebook.example.org/gintarelis' } })
    expect(bySlug('choras-gintaras').details).toEqual({ type: 'chorai', gallery: [], activities: [] })
    expect(bySlug('krepsinio-klubas-vilkai').details).toEqual({ type: 'klubas', sport: 'krepšinis', gallery: [], achievements: [], instagram: 'https://instagram.example.org/vilkai' })
    expect(bySlug('radijas-banga')).toMatchObject({ address: 'Bristolis', town: null, details: { category: 'Radijo stotys' } })
  })

  it('leaves out what the checks refuse instead of failing, and moves a long description to the full one', () => {
    expect(bySlug('sv-kazimiero-parapija')).toMatchObject({ email: null, phone: null, website: null, town: null, summary: null, details: { type: 'regionine', gallery: [], activities: [] } })
    expect(bySlug('sv-kazimiero-parapija').description).toBe('Ilgas aprašymas. '.repeat(100).trim())
  })

  it('drops the legacy table and the mapping functions', async () => {
    const { rows } = await db.query(
      "select to_regclass('public.organizations') as legacy, (select count(*)::int from pg_proc where proname like 'legacy\\_%') as functions",
    )
    expect(rows).toEqual([{ legacy: null, functions: 0 }])
  })

  it('gives each copied draft what its directory’s editor needs: once the form’s required fields are filled, it saves as a valid entry', () => {
    // What the old table never had, as an administrator would type it.
    const typed: Record<string, string> = { members: '12', meetingTime: 'Šeštadieniais', students: '20+', sport: 'Krepšinis' }
    for (const entry of entries) {
      const key = entry.directory as DirectoryKey
      const { editor, fromEntry } = directories[key]
      const values = entryFormValues(editor, entry)
      for (const field of editor.details) {
        if (values.details[field.key] === '' && typed[field.key]) values.details[field.key] = typed[field.key]!
      }
      const saved = { ...entry, ...entryFromValues(key, editor, values, entry.details) } as PublicEntry
      expect(fromEntry(saved), `${key}/${entry.slug}`).not.toBeNull()
    }
  })
})
