import { describe, expect, it } from 'vitest'
import { ANON_KEY, apiUrl, client, serviceClient, signInAs } from './helpers'
import { rawRequest } from './raw-http'

const png = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAIAAAACCAIAAAD91JpzAAAAFklEQVR4nGP8z8DwnwEJMDEgAUYGBgBBvwIBw7ySzgAAAABJRU5ErkJggg==',
  'base64',
)
const bucket = 'admin-media'

describe('admin-media storage', () => {
  it('uploads as an admin, serves the public URL with cache headers, and removes it', async () => {
    const { client: admin } = await signInAs('admin')
    const path = `${Date.now()}.png`
    const upload = await admin.storage.from(bucket).upload(path, new Blob([png], { type: 'image/png' }), { cacheControl: '3600', upsert: false })
    expect(upload.error).toBeNull()
    expect(upload.data?.path).toBe(path)

    const again = await admin.storage.from(bucket).upload(path, new Blob([png], { type: 'image/png' }))
    expect(again.error?.message).toBe('The resource already exists')

    const { publicUrl } = admin.storage.from(bucket).getPublicUrl(path).data
    const response = await fetch(publicUrl)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('image/png')
    expect(response.headers.get('cache-control')).toBe('max-age=3600')
    expect(Buffer.from(await response.arrayBuffer()).equals(png)).toBe(true)

    const removed = await admin.storage.from(bucket).remove([path])
    expect(removed.error).toBeNull()
    expect(removed.data).toHaveLength(1)
    expect((await fetch(publicUrl)).status).toBe(400)
  })

  it('refuses uploads from anonymous visitors and members (RLS)', async () => {
    const { client: member } = await signInAs('member')
    for (const uploader of [client(), member]) {
      const { error } = await uploader.storage.from(bucket).upload(`${Date.now()}-x.png`, new Blob([png], { type: 'image/png' }))
      expect(error?.message).toBe('new row violates row-level security policy')
    }
  })

  it('lets nobody but an admin remove a file', async () => {
    const { client: admin } = await signInAs('admin')
    const path = `${Date.now()}-keep.png`
    await admin.storage.from(bucket).upload(path, new Blob([png], { type: 'image/png' }))
    const { client: member } = await signInAs('member')
    const attempt = await member.storage.from(bucket).remove([path])
    expect(attempt.data).toEqual([])
    expect((await fetch(admin.storage.from(bucket).getPublicUrl(path).data.publicUrl)).status).toBe(200)
    await admin.storage.from(bucket).remove([path])
  })

  it('accepts raster images only and at most 5 MB; refuses SVG, which could run script on this origin', async () => {
    const { client: admin } = await signInAs('admin')
    const text = await admin.storage.from(bucket).upload(`${Date.now()}.txt`, new Blob(['sveiki'], { type: 'text/plain' }))
    expect(text.error?.message).toBe('mime type text/plain is not supported')
    const svg = await admin.storage.from(bucket).upload(`${Date.now()}.svg`, new Blob(['<svg xmlns="http://www.w3.org/2000/svg"><script>alert(1)</script></svg>'], { type: 'image/svg+xml' }))
    expect(svg.error?.message).toBe('mime type image/svg+xml is not supported')
    expect(svg.error).toMatchObject({ statusCode: '415' })
    const big = await admin.storage.from(bucket).upload(`${Date.now()}-big.png`, new Blob([Buffer.alloc(5 * 1024 * 1024 + 1)], { type: 'image/png' }))
    expect(big.error?.message).toBe('The object exceeded the maximum allowed size')
    for (const type of ['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']) {
      const path = `${Date.now()}-${type.split('/')[1]}`
      expect((await admin.storage.from(bucket).upload(path, new Blob([png], { type }))).error, type).toBeNull()
      await admin.storage.from(bucket).remove([path])
    }
  })

  // Sent raw (node:http): fetch would resolve a literal `../` before it left the client. With
  // %2F-encoded slashes the traversal survives the URL and must be stopped by the server.
  describe.each(['..%2F..%2Fetc%2Fpasswd', 'a%2F..%2F..%2Fb.png', '%2e%2e%2fx.png'])('the object name %s', (name) => {
    const refusal = { statusCode: '400', code: 'InvalidKey', error: 'InvalidKey', message: `Invalid key: ${decodeURIComponent(name)}` }

    it('is refused on upload with InvalidKey', async () => {
      const { data } = await (await signInAs('admin')).client.auth.getSession()
      const headers = { apikey: ANON_KEY, Authorization: `Bearer ${data.session!.access_token}`, 'Content-Type': 'image/png' }
      const response = await rawRequest('POST', `/storage/v1/object/${bucket}/${name}`, headers, png)
      expect(response.status).toBe(400)
      expect(response.json()).toEqual(refusal)
    })

    it('is refused on public download with InvalidKey', async () => {
      const response = await rawRequest('GET', `/storage/v1/object/public/${bucket}/${name}`)
      expect(response.status).toBe(400)
      expect(response.json()).toEqual(refusal)
    })
  })

  it('answers a missing object and a missing bucket with Storage errors', async () => {
    const missing = await fetch(`${apiUrl}/storage/v1/object/public/${bucket}/nera.png`)
    expect(missing.status).toBe(400)
    expect((await missing.json()).code).toBe('NoSuchKey')
    const noBucket = await fetch(`${apiUrl}/storage/v1/object/public/nera/x.png`)
    expect((await noBucket.json()).code).toBe('NoSuchBucket')
  })
})

describe('listing a folder (object/list)', () => {
  const folder = `sarasas-${Date.now()}`
  const names = [`${folder}/b.png`, `${folder}/A.png`, `${folder}/vidus/c.png`, `${folder}/vidus/gilu/d.png`]
  const image = () => new Blob([png], { type: 'image/png' })

  it('answers the entries directly under the prefix, folders first, as Storage does', async () => {
    const service = serviceClient()
    for (const name of names) expect((await service.storage.from(bucket).upload(name, image())).error).toBeNull()
    try {
      const files = service.storage.from(bucket)
      const { data, error } = await files.list(folder)
      expect(error).toBeNull()
      expect(data!.map((entry) => entry.name)).toEqual(['vidus', 'A.png', 'b.png'])
      expect(data![0]).toEqual({ name: 'vidus', id: null, updated_at: null, created_at: null, last_accessed_at: null, metadata: null })
      expect(data![1]).toMatchObject({ id: expect.any(String), created_at: expect.any(String), metadata: expect.objectContaining({ mimetype: 'image/png', size: png.length }) })
      // A trailing slash names the same folder; a nested one lists its own level.
      expect((await files.list(`${folder}/`)).data!.map((entry) => entry.name)).toEqual(['vidus', 'A.png', 'b.png'])
      expect((await files.list(`${folder}/vidus`)).data!.map((entry) => entry.name)).toEqual(['gilu', 'c.png'])
      expect((await files.list(folder, { sortBy: { column: 'name', order: 'desc' } })).data!.map((entry) => entry.name)).toEqual(['vidus', 'b.png', 'A.png'])
      expect((await files.list(folder, { limit: 2, offset: 1 })).data!.map((entry) => entry.name)).toEqual(['A.png', 'b.png'])
      expect((await files.list(folder, { search: 'b' })).data!.map((entry) => entry.name)).toEqual(['b.png'])
      expect((await files.list(`${folder}/nera`)).data).toEqual([])
      expect((await files.list('')).data!.map((entry) => entry.name)).toContain(folder)
    } finally {
      await service.storage.from(bucket).remove(names)
    }
  })

  it('refuses a body without a prefix and answers a missing bucket with NoSuchBucket', async () => {
    const headers = { apikey: ANON_KEY, 'Content-Type': 'application/json' }
    const noPrefix = await fetch(`${apiUrl}/storage/v1/object/list/${bucket}`, { method: 'POST', headers, body: '{"limit":10}' })
    expect(noPrefix.status).toBe(400)
    expect(await noPrefix.json()).toMatchObject({ statusCode: '400', code: 'InvalidRequest' })
    const noBucket = await client().storage.from('nera').list('')
    expect(noBucket.error).toMatchObject({ statusCode: '404', message: 'Bucket not found' })
  })
})
