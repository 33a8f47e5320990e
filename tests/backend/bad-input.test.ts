/**
 * Bad input gets the status and error body the real service sends (PostgREST, GoTrue, Storage;
 * see docs/backend.md), never a stack trace, and leaves no transaction open behind it.
 * Every response of the batch is recorded for the checks at the end.
 */
import pg from 'pg'
import { afterAll, describe, expect, it } from 'vitest'
import { ANON_KEY, databaseUrl, engine, newUser, SERVICE_ROLE_KEY, serviceClient, signInAs } from './helpers'
import { expiredUserToken, rawRequest, type RawResponse } from './raw-http'

const seen: RawResponse[] = []
async function send(method: string, path: string, headers: Record<string, string>, body?: Buffer | string) {
  const response = await rawRequest(method, path, headers, body)
  seen.push(response)
  return response
}

const anon = { apikey: ANON_KEY, Authorization: `Bearer ${ANON_KEY}` }
const asAnonJson = { ...anon, 'Content-Type': 'application/json' }
const png = Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR4nGP4z8DwHwAFAAH/iZk9HQAAAABJRU5ErkJggg==', 'base64')
const bearer = async (who: 'admin' | 'member') => (await (await signInAs(who)).client.auth.getSession()).data.session!.access_token

describe.sequential('bad input', () => {
  describe('data API (PostgREST)', () => {
    it.each([
      ['unknown table', 'GET', '/rest/v1/nera_tokios?select=*', undefined, 404, 'PGRST205'],
      ['malformed escape in the table name', 'GET', '/rest/v1/%E0%A4%A?select=*', undefined, 404, 'PGRST205'],
      ['unknown column in a filter', 'GET', '/rest/v1/directory_entries?select=*&nera=eq.1', undefined, 400, '42703'],
      ['malformed filter', 'GET', '/rest/v1/directory_entries?select=*&name=zzz.1', undefined, 400, 'PGRST100'],
      ['unbalanced or()', 'GET', '/rest/v1/directory_entries?or=(name.eq.a', undefined, 400, 'PGRST100'],
      ['injection in an identifier', 'GET', '/rest/v1/directory_entries?select=name;drop%20table%20x', undefined, 400, 'PGRST100'],
      ['malformed JSON', 'POST', '/rest/v1/contacts', '{"name":', 400, 'PGRST102'],
      ['unknown column in the payload', 'POST', '/rest/v1/contacts', JSON.stringify({ nera: 1 }), 400, 'PGRST204'],
      ['embedding', 'GET', '/rest/v1/directory_entries?select=*,x(*)', undefined, 400, 'PGRST100'],
    ])('%s', async (_name, method, path, body, status, code) => {
      const response = await send(method, path, asAnonJson, body)
      expect(response.status).toBe(status)
      const json = response.json() as Record<string, unknown>
      expect(json.code).toBe(code)
      expect(Object.keys(json).sort()).toEqual(['code', 'details', 'hint', 'message'])
    })

    it('refuses a JSON body over 1 MB with the gateway’s 413 (PostgREST itself has no code for it)', async () => {
      const big = JSON.stringify({ name: 'x', email: 'x@example.org', message: 'a'.repeat(1024 * 1024 + 10) })
      const response = await send('POST', '/rest/v1/contacts', asAnonJson, big)
      expect(response.status).toBe(413)
      expect(response.json()).toEqual({ message: 'Payload too large' })
    })

    it.each([
      ['forged signature', 'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJyb2xlIjoic2VydmljZV9yb2xlIn0.AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'PGRST301', 'JWT cryptographic operation failed'],
      ['not a JWT', 'abc', 'PGRST301', 'Expected 3 parts in JWT; got 1'],
      ['expired', expiredUserToken(), 'PGRST303', 'JWT expired'],
    ])('refuses a %s token with 401', async (_name, token, code, message) => {
      const response = await send('GET', '/rest/v1/directory_entries?select=id', { apikey: ANON_KEY, Authorization: `Bearer ${token}` })
      expect(response.status).toBe(401)
      expect(response.json()).toEqual({ code, details: null, hint: null, message })
      expect(response.headers['www-authenticate']).toBe(`Bearer error="invalid_token", error_description="${message}"`)
    })

    it('answers a write inside a read-only GET call with 405 25006, and writes nothing', async () => {
      const { client: user, email, password } = await newUser('readonly')
      const token = (await user.auth.getSession()).data.session!.access_token
      const query = new URLSearchParams({ confirm_email: email })
      const response = await send('GET', `/rest/v1/rpc/delete_own_account?${query}`, { apikey: ANON_KEY, Authorization: `Bearer ${token}` })
      expect(response.status).toBe(405)
      expect(response.json()).toEqual({ code: '25006', details: null, hint: null, message: 'cannot execute DELETE in a read-only transaction' })
      expect((await user.auth.signInWithPassword({ email, password })).error).toBeNull()
    })
  })

  describe('auth (GoTrue)', () => {
    it('malformed JSON → 400 bad_json', async () => {
      const response = await send('POST', '/auth/v1/token?grant_type=password', asAnonJson, '{"email":')
      const message = 'Could not parse request body as JSON: unexpected end of JSON input'
      expect(response.status).toBe(400)
      expect(response.json()).toEqual({ code: 'bad_json', error_code: 'bad_json', msg: message, message })
      expect(response.headers['x-sb-error-code']).toBe('bad_json')
    })

    it('an expired access token on /user → 403 bad_jwt', async () => {
      const response = await send('GET', '/auth/v1/user', { apikey: ANON_KEY, Authorization: `Bearer ${expiredUserToken()}` })
      const message = 'invalid JWT: unable to parse or verify signature, token has invalid claims: token is expired'
      expect(response.status).toBe(403)
      expect(response.json()).toEqual({ code: 'bad_jwt', error_code: 'bad_jwt', msg: message, message })
    })

    it('a token with a wrong signature on /user → 403 bad_jwt', async () => {
      const forged = `${expiredUserToken().split('.').slice(0, 2).join('.')}.c2lnbmF0dXJl`
      const response = await send('GET', '/auth/v1/user', { apikey: ANON_KEY, Authorization: `Bearer ${forged}` })
      const message = 'invalid JWT: unable to parse or verify signature, token signature is invalid: signature is invalid'
      expect(response.status).toBe(403)
      expect(response.json()).toEqual({ code: 'bad_jwt', error_code: 'bad_jwt', msg: message, message })
    })
  })

  describe('storage', () => {
    const upload = async (name: string, type: string, body: Buffer, token?: string) =>
      send('POST', `/storage/v1/object/admin-media/${name}`, { apikey: ANON_KEY, Authorization: `Bearer ${token ?? (await bearer('admin'))}`, 'Content-Type': type }, body)

    it('an upload over 5 MB → 400 with statusCode 413 EntityTooLarge', async () => {
      const response = await upload(`${Date.now()}-big.png`, 'image/png', Buffer.alloc(5 * 1024 * 1024 + 1))
      expect(response.status).toBe(400)
      expect(response.json()).toEqual({ statusCode: '413', code: 'EntityTooLarge', error: 'Payload too large', message: 'The object exceeded the maximum allowed size' })
    })

    it('a non-image upload → 400 with statusCode 415 InvalidMimeType', async () => {
      const response = await upload(`${Date.now()}.txt`, 'text/plain', Buffer.from('sveiki'))
      expect(response.status).toBe(400)
      expect(response.json()).toEqual({ statusCode: '415', code: 'InvalidMimeType', error: 'invalid_mime_type', message: 'mime type text/plain is not supported' })
    })

    it('an expired token → 400 InvalidJWT', async () => {
      const response = await upload(`${Date.now()}.png`, 'image/png', png, expiredUserToken())
      expect(response.status).toBe(400)
      expect(response.json()).toEqual({ statusCode: '400', code: 'InvalidJWT', error: 'InvalidJWT', message: 'jwt expired' })
    })

    it('a name that cannot be stored (a file used as a folder) → Storage’s 500 without internals', async () => {
      const name = `${Date.now()}-file.png`
      expect((await upload(name, 'image/png', png)).status).toBe(200)
      const response = await upload(`${name}/inside.png`, 'image/png', png)
      expect(response.status).toBe(500)
      expect(response.json()).toEqual({ statusCode: '500', code: 'InternalError', error: 'InternalError', message: 'Internal server error' })
      // The failed write left no object row behind.
      expect((await send('GET', `/storage/v1/object/public/admin-media/${name}/inside.png`, {})).json()).toMatchObject({ code: 'NoSuchKey' })
      await serviceClient().storage.from('admin-media').remove([name])
    })
  })

  describe('afterwards', () => {
    it('no answer of the batch was a 5xx carrying a stack trace or a file path', () => {
      expect(seen.length).toBeGreaterThan(15)
      for (const response of seen.filter((r) => r.status >= 500)) {
        expect(response.text).not.toMatch(/\n\s+at |node:internal|\.m?[jt]s:\d+|\/work\/|stack/i)
      }
    })

    it('leaves no transaction open and the next write succeeds', async () => {
      if (engine === 'postgres15') {
        const db = new pg.Client({ connectionString: databaseUrl })
        await db.connect()
        try {
          const { rows } = await db.query("select count(*)::int as open from pg_stat_activity where state like 'idle in transaction%'")
          expect(rows[0].open).toBe(0)
        } finally {
          await db.end()
        }
      }
      const name = `Po klaidų ${Date.now()}`
      const write = await send('POST', '/rest/v1/contacts', { apikey: SERVICE_ROLE_KEY, Authorization: `Bearer ${SERVICE_ROLE_KEY}`, 'Content-Type': 'application/json' }, JSON.stringify({ name, email: 'po@example.org', message: 'x' }))
      expect(write.status).toBe(201)
      expect((await serviceClient().from('contacts').select('name').eq('name', name)).data).toEqual([{ name }])
    })
  })
})

afterAll(async () => {
  await serviceClient().from('contacts').delete().like('name', 'Po klaidų %')
})
