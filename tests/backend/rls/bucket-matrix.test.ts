/**
 * The admin-media bucket's row of the access matrix, through supabase-js's storage client:
 * download as the caller (select), upload (insert), replace (update) and remove (delete).
 */
import { beforeAll, describe, expect, it } from 'vitest'
import { serviceClient } from '../helpers'
import { matrix, personaOrder, type Operation, type Outcome } from './matrix'
import { personas, type Persona, type Personas } from './personas'

const bucket = 'admin-media'
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')
const replacement = Buffer.concat([png, Buffer.from('v2')])
const image = (bytes: Buffer) => new Blob([new Uint8Array(bytes)], { type: 'image/png' })

let p: Personas
beforeAll(async () => {
  p = await personas()
})

/** The stored bytes as service_role sees them, or null when there is no such object. */
async function stored(path: string): Promise<Buffer | null> {
  const { data } = await serviceClient().storage.from(bucket).download(path)
  return data ? Buffer.from(await data.arrayBuffer()) : null
}

async function runCell(operation: Operation, who: Persona, outcome: Outcome) {
  const path = `matrica/${operation}-${who.name.replace(/\s/g, '')}-${Date.now()}-${Math.floor(Math.random() * 1e6)}.png`
  const fresh = path.replace('.png', '-naujas.png')
  const seeded = await serviceClient().storage.from(bucket).upload(path, image(png))
  if (seeded.error) throw seeded.error
  const files = who.client.storage.from(bucket)
  try {
    if (operation === 'select') {
      const { data, error } = await files.download(path)
      if (outcome === 'allowed') {
        expect(error).toBeNull()
        expect(Buffer.from(await data!.arrayBuffer()).equals(png)).toBe(true)
      } else {
        expect(error).toMatchObject({ statusCode: '404' })
      }
    } else if (operation === 'insert') {
      const { error } = await files.upload(fresh, image(png))
      if (outcome === 'allowed') expect(error).toBeNull()
      else expect(error).toMatchObject({ statusCode: '403', message: 'new row violates row-level security policy' })
      expect(await stored(fresh)).toEqual(outcome === 'allowed' ? png : null)
    } else if (operation === 'update') {
      const { error } = await files.update(path, image(replacement))
      if (outcome === 'allowed') expect(error).toBeNull()
      else expect(error).toMatchObject({ statusCode: '403' })
      expect(await stored(path)).toEqual(outcome === 'allowed' ? replacement : png)
    } else {
      const { data, error } = await files.remove([path])
      expect(error).toBeNull()
      expect(data).toHaveLength(outcome === 'allowed' ? 1 : 0)
      expect(await stored(path)).toEqual(outcome === 'allowed' ? null : png)
    }
  } finally {
    await serviceClient().storage.from(bucket).remove([path, fresh])
  }
}

describe('access matrix: the admin-media bucket', () => {
  for (const operation of ['select', 'insert', 'update', 'delete'] as const) {
    for (const name of personaOrder) {
      const outcome = matrix['admin-media bucket'][operation][name]
      it(`${operation} as ${name}: ${outcome}`, () => runCell(operation, p[name], outcome))
    }
  }
})

describe('the admin-media bucket is public by URL', () => {
  it('serves a file to anyone at its public URL, with no policy to read its row', async () => {
    const path = `matrica/vieša-${Date.now()}.png`
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
