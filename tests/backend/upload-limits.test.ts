/**
 * Storage decides an upload from its head: the token, the bucket's policy, its size limit and,
 * for a raw body, its type. A refused upload is answered before its body is read, so a 50 MB
 * anonymous upload never reaches memory.
 */
import { request } from 'node:http'
import { describe, expect, it } from 'vitest'
import { ANON_KEY, apiUrl, serviceClient, signInAs } from './helpers'

type Early = { status: number; body: Record<string, unknown>; sentBytes: number }

/**
 * Declares `declared` bytes, sends only the first 64 KB, and waits for the answer: it can only
 * come while the rest is unsent if the server decided from the head.
 */
function uploadHeadOnly(path: string, headers: Record<string, string>, declared: number): Promise<Early> {
  const { hostname, port } = new URL(apiUrl)
  return new Promise((resolve, reject) => {
    const chunk = Buffer.alloc(64 * 1024)
    const req = request({ host: hostname, port, method: 'POST', path, headers: { ...headers, 'Content-Length': String(declared) } }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => {
        resolve({ status: res.statusCode ?? 0, body: JSON.parse(Buffer.concat(chunks).toString('utf8')), sentBytes: chunk.length })
        req.destroy()
      })
    })
    req.on('error', (error: NodeJS.ErrnoException) => (error.code === 'ECONNRESET' || error.code === 'EPIPE' ? undefined : reject(error)))
    req.write(chunk)
  })
}

const target = (name: string) => `/storage/v1/object/admin-media/ribos/${Date.now()}-${name}`
const fifty = 50 * 1024 * 1024

describe('uploads decided from the request head', () => {
  it('refuses an anonymous 50 MB upload as the bucket policy does (403) before reading it', async () => {
    const answer = await uploadHeadOnly(target('anon.png'), { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}`, 'Content-Type': 'image/png' }, fifty)
    expect(answer.body).toMatchObject({ statusCode: '403', error: 'Unauthorized' })
  })

  it('refuses a member too, from the policy, before reading the body', async () => {
    const { client } = await signInAs('member')
    const token = (await client.auth.getSession()).data.session!.access_token
    const answer = await uploadHeadOnly(target('member.png'), { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'image/png' }, 1024 * 1024)
    expect(answer.body).toMatchObject({ statusCode: '403' })
  })

  it('answers an administrator 413 for a body declared over the bucket limit (5 MB), before reading it, and keeps no row', async () => {
    const { client } = await signInAs('admin')
    const token = (await client.auth.getSession()).data.session!.access_token
    const path = target('large.png')
    const answer = await uploadHeadOnly(path, { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'image/png' }, 6 * 1024 * 1024)
    expect(answer.body).toMatchObject({ statusCode: '413', error: 'Payload too large' })
    // The permission probe inserted the row in a transaction it rolled back.
    const { error } = await serviceClient().storage.from('admin-media').download(path.replace('/storage/v1/object/admin-media/', ''))
    expect(error).not.toBeNull()
  })

  it('answers 415 for a raw upload of a type the bucket does not take, from its head', async () => {
    const { client } = await signInAs('admin')
    const token = (await client.auth.getSession()).data.session!.access_token
    const answer = await uploadHeadOnly(target('program.exe'), { apikey: ANON_KEY, Authorization: `Bearer ${token}`, 'Content-Type': 'application/x-msdownload' }, 1024 * 1024)
    expect(answer.body).toMatchObject({ statusCode: '415', error: 'invalid_mime_type' })
  })

  it('refuses a forged token before reading the body', async () => {
    const answer = await uploadHeadOnly(target('forged.png'), { apikey: ANON_KEY, Authorization: 'Bearer not.a.token', 'Content-Type': 'image/png' }, fifty)
    expect(answer.body).toMatchObject({ code: 'InvalidJWT' })
  })

  it('still takes an administrator upload within the limit', async () => {
    const { client } = await signInAs('admin')
    const name = `ribos/${Date.now()}-ok.png`
    const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')
    const { error } = await client.storage.from('admin-media').upload(name, new Blob([new Uint8Array(png)], { type: 'image/png' }))
    expect(error).toBeNull()
    const stored = await serviceClient().storage.from('admin-media').download(name)
    expect(Buffer.from(await stored.data!.arrayBuffer()).equals(png)).toBe(true)
    await serviceClient().storage.from('admin-media').remove([name])
  })
})
