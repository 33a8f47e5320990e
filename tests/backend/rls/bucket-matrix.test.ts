/**
 * The buckets' rows of the access matrix, through supabase-js's storage client: download and
 * list as the caller (select), upload (insert), replace (update) and remove (delete).
 *
 * admin-media's objects belong to nobody (administrators manage them all); an event or article
 * picture lives in its uploader's folder ('<user id>/<file>'), so each event-images and
 * article-images cell has one fixture in every signed-in persona's folder and `own` is tested
 * against the others'.
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { serviceClient } from '../helpers'
import { matrix, personaOrder, type Operation, type Outcome } from './matrix'
import { personas, type Persona, type Personas } from './personas'

type Bucket = 'admin-media' | 'event-images' | 'article-images'
type Fixture = { path: string; owner: string | null }

/** Where each bucket keeps a cell's objects: the matrix's own folder, or the owner's. */
const buckets: Record<Bucket, { subject: 'admin-media bucket' | 'event-images bucket' | 'article-images bucket'; folderOf: (owner: string | null) => string; owned: boolean }> = {
  'admin-media': { subject: 'admin-media bucket', folderOf: () => 'matrica', owned: false },
  'event-images': { subject: 'event-images bucket', folderOf: (owner) => owner!, owned: true },
  'article-images': { subject: 'article-images bucket', folderOf: (owner) => owner!, owned: true },
}

const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')
const replacement = Buffer.concat([png, Buffer.from('v2')])
const image = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/png' })
const unique = () => `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const fileName = (path: string) => path.split('/').pop()!

let p: Personas
beforeAll(async () => {
  p = await personas()
})

const signedIn = () => [p.userA, p.userB, p.admin, p.inactiveAdmin]

/** The stored bytes as service_role sees them, or null when there is no such object. */
async function stored(bucket: Bucket, path: string): Promise<Buffer | null> {
  const { data } = await serviceClient().storage.from(bucket).download(path)
  return data ? Buffer.from(await data.arrayBuffer()) : null
}

/** One object per signed-in persona's folder (owned buckets), else one of nobody's. */
async function seed(bucket: Bucket, cell: string): Promise<Fixture[]> {
  const owners = buckets[bucket].owned ? signedIn().map((who) => who.id) : [null]
  const fixtures = owners.map((owner) => ({ path: `${buckets[bucket].folderOf(owner)}/${cell}.png`, owner }))
  for (const { path } of fixtures) {
    const { error } = await serviceClient().storage.from(bucket).upload(path, image(png))
    if (error) throw error
  }
  return fixtures
}

/** Whether the outcome lets `who` reach the fixture. */
const reaches = (outcome: Outcome, fixture: Fixture, who: Persona) => outcome === 'allowed' || (outcome === 'own' && fixture.owner === who.id)

async function runCell(bucket: Bucket, operation: Operation, who: Persona, outcome: Outcome) {
  const cell = `${operation}-${who.name.replace(/\s/g, '')}-${unique()}`
  const fixtures = await seed(bucket, cell)
  const created: string[] = []
  const files = who.client.storage.from(bucket)
  const { folderOf } = buckets[bucket]
  try {
    if (operation === 'select') {
      for (const fixture of fixtures) {
        const { data, error } = await files.download(fixture.path)
        if (reaches(outcome, fixture, who)) {
          expect(error, fixture.path).toBeNull()
          expect(Buffer.from(await data!.arrayBuffer()).equals(png)).toBe(true)
        } else {
          expect(error, fixture.path).toMatchObject({ statusCode: '404' })
        }
      }
      // Listing reads the same rows: a folder shows only the objects the caller may read.
      for (const fixture of fixtures) {
        const listed = await files.list(folderOf(fixture.owner))
        expect(listed.error).toBeNull()
        expect(listed.data!.map((entry) => entry.name).includes(fileName(fixture.path)), fixture.path).toBe(reaches(outcome, fixture, who))
      }
      // At the top, a caller who may read nothing sees no folder at all, and a member only their own.
      const top = (await files.list('', { limit: 1000 })).data!.map((entry) => entry.name)
      if (outcome === 'none') expect(top).toEqual([])
      if (outcome === 'own') expect(top.filter((name) => name !== who.id)).toEqual([])
      for (const fixture of fixtures.filter((fixture) => reaches(outcome, fixture, who))) expect(top).toContain(folderOf(fixture.owner))
    } else if (operation === 'insert') {
      // Into the caller's own folder (anon: a member's), and for `own` into another's too.
      const own = `${folderOf(who.id ?? p.userA.id)}/${cell}-naujas.png`
      const others = outcome === 'own' ? [`${folderOf(who.id === p.userB.id ? p.userA.id : p.userB.id)}/${cell}-svetimas.png`] : []
      created.push(own, ...others)
      const { error } = await files.upload(own, image(png))
      if (outcome === 'allowed' || outcome === 'own') expect(error).toBeNull()
      else expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' })
      expect(await stored(bucket, own)).toEqual(outcome === 'allowed' || outcome === 'own' ? png : null)
      for (const other of others) {
        expect((await files.upload(other, image(png))).error).toMatchObject({ statusCode: '403' })
        expect(await stored(bucket, other)).toBeNull()
      }
    } else if (operation === 'update') {
      for (const fixture of fixtures) {
        const { error } = await files.update(fixture.path, image(replacement))
        if (reaches(outcome, fixture, who)) expect(error, fixture.path).toBeNull()
        else expect(error, fixture.path).toMatchObject({ statusCode: '403' })
        expect(await stored(bucket, fixture.path)).toEqual(reaches(outcome, fixture, who) ? replacement : png)
      }
    } else {
      const { data, error } = await files.remove(fixtures.map((fixture) => fixture.path))
      expect(error).toBeNull()
      const expected = fixtures.filter((fixture) => reaches(outcome, fixture, who))
      expect((data ?? []).map((row) => row.name).sort()).toEqual(expected.map((fixture) => fixture.path).sort())
      for (const fixture of fixtures) expect(await stored(bucket, fixture.path)).toEqual(reaches(outcome, fixture, who) ? null : png)
    }
  } finally {
    await serviceClient().storage.from(bucket).remove([...fixtures.map((fixture) => fixture.path), ...created])
  }
}

for (const bucket of Object.keys(buckets) as Bucket[]) {
  describe(`access matrix: the ${bucket} bucket`, () => {
    for (const operation of ['select', 'insert', 'update', 'delete'] as const) {
      for (const name of personaOrder) {
        const outcome = matrix[buckets[bucket].subject][operation][name]
        it(`${operation} as ${name}: ${outcome}`, () => runCell(bucket, operation, p[name], outcome))
      }
    }
  })

  describe(`the ${bucket} bucket is public by URL`, () => {
    it('serves a file to anyone at its public URL, with no policy to read its row', async () => {
      const path = `${buckets[bucket].folderOf(p.userA.id)}/vieša-${unique()}.png`
      const seeded = await serviceClient().storage.from(bucket).upload(path, image(png))
      if (seeded.error) throw seeded.error
      try {
        for (const name of personaOrder) {
          const url = p[name].client.storage.from(bucket).getPublicUrl(path).data.publicUrl
          const response = await fetch(url)
          expect(response.status, name).toBe(200)
          expect(Buffer.from(await response.arrayBuffer()).equals(png), name).toBe(true)
        }
      } finally {
        await serviceClient().storage.from(bucket).remove([path])
      }
    })
  })
}

describe('listing event pictures', () => {
  it("shows a member's pictures to that member and to administrators, to nobody else", async () => {
    const owner = p.userA
    const path = `${owner.id}/sarasas-${unique()}.png`
    expect((await owner.client.storage.from('event-images').upload(path, image(png), { contentType: 'image/png' })).error).toBeNull()
    try {
      const sees = async (who: Persona) => {
        const files = who.client.storage.from('event-images')
        const inFolder = await files.list(owner.id!)
        const top = await files.list('', { limit: 1000 })
        expect(inFolder.error, who.name).toBeNull()
        expect(top.error, who.name).toBeNull()
        return { file: inFolder.data!.some((entry) => entry.name === fileName(path)), folder: top.data!.some((entry) => entry.name === owner.id), top: top.data!.map((entry) => entry.name) }
      }
      const anon = await sees(p.anon)
      expect(anon).toEqual({ file: false, folder: false, top: [] })
      const other = await sees(p.userB)
      expect(other).toMatchObject({ file: false, folder: false })
      expect(other.top.filter((name) => name !== p.userB.id)).toEqual([])
      expect(await sees(owner)).toMatchObject({ file: true, folder: true })
      expect(await sees(p.admin)).toMatchObject({ file: true, folder: true })

      // The picture itself stays public: a signed-out visitor's page shows it by its URL.
      const response = await fetch(p.anon.client.storage.from('event-images').getPublicUrl(path).data.publicUrl)
      expect(response.status).toBe(200)
      expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true)
    } finally {
      await serviceClient().storage.from('event-images').remove([path])
    }
  })
})
