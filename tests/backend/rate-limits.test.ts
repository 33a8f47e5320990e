/**
 * GoTrue's abuse limits on the embedded backend, with config.toml's values (the suite's own
 * backend runs with them raised). Each test starts a backend of its own, so its buckets are full.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { durationSeconds, rateLimitSettings, tokenBuckets } from '../../server/auth/rate-limits.mjs'
import { parseToml } from '../../server/supabase-config.mjs'
import { startBackend } from '../../server/index.mjs'
import { readFileSync } from 'node:fs'
import { clientFrom } from './client-address'
import { client, databaseUrl, uniqueEmail } from './helpers'

type Backend = Awaited<ReturnType<typeof startBackend>>
let backend: Backend | null = null

const configured = parseToml(readFileSync('supabase/config.toml', 'utf8'))['auth.rate_limit'] as Record<string, number>

async function start(options: Parameters<typeof startBackend>[0] = {}) {
  backend = await startBackend({
    port: 0,
    dataDir: null,
    databaseUrl: databaseUrl || undefined,
    bcryptCost: 4,
    quiet: true,
    rateLimits: { factor: 1 },
    ...options,
  })
  return backend
}

afterEach(async () => {
  await backend?.close()
  backend = null
})

async function mailboxSize(url: string) {
  return ((await (await fetch(`${url}/__dev/mail`)).json()) as unknown[]).length
}

describe('auth rate limits', () => {
  it('config.toml holds the limits, and only the environment variable raises them', () => {
    expect(configured).toEqual({ email_sent: 100, sign_in_sign_ups: 30, token_refresh: 150, token_verifications: 30 })
    expect(rateLimitSettings({}, 1)).toEqual({ ...configured, email_sent_per_client: 10, max_frequency: 60 })
    expect(rateLimitSettings({}, 1000).sign_in_sign_ups).toBe(30_000)
    const saved = process.env.AUTH_RATE_LIMIT_FACTOR
    try {
      delete process.env.AUTH_RATE_LIMIT_FACTOR
      expect(rateLimitSettings()).toMatchObject(configured)
      process.env.AUTH_RATE_LIMIT_FACTOR = '10'
      expect(rateLimitSettings().token_refresh).toBe(1500)
    } finally {
      if (saved === undefined) delete process.env.AUTH_RATE_LIMIT_FACTOR
      else process.env.AUTH_RATE_LIMIT_FACTOR = saved
    }
  })

  it('refuses the 31st sign-in or sign-up from one address in five minutes', async () => {
    const { url } = await start()
    const anon = client(undefined, url)
    for (let i = 0; i < configured.sign_in_sign_ups - 1; i++) {
      const { error } = await anon.auth.signInWithPassword({ email: 'nobody@example.org', password: 'Neteisingas1' })
      expect(error).toMatchObject({ status: 400, code: 'invalid_credentials' })
    }
    // Sign-ups share the bucket.
    expect((await anon.auth.signUp({ email: uniqueEmail('riba'), password: 'Slaptas123!' })).error).toBeNull()
    const blocked = await anon.auth.signInWithPassword({ email: 'nobody@example.org', password: 'Neteisingas1' })
    expect(blocked.error).toMatchObject({ status: 429, code: 'over_request_rate_limit', message: 'Request rate limit reached' })
    const blockedSignUp = await anon.auth.signUp({ email: uniqueEmail('riba'), password: 'Slaptas123!' })
    expect(blockedSignUp.error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })
  })

  it('refuses token refreshes and e-mail link verifications over their limits', async () => {
    const { url } = await start({ rateLimits: { factor: 1, token_refresh: 5, token_verifications: 4 } })
    const anon = client(undefined, url)
    for (let i = 0; i < 5; i++) {
      expect((await anon.auth.refreshSession({ refresh_token: `nope-${i}` })).error).toMatchObject({ status: 400 })
    }
    expect((await anon.auth.refreshSession({ refresh_token: 'nope' })).error).toMatchObject({ status: 429, code: 'over_request_rate_limit' })

    for (let i = 0; i < 4; i++) {
      expect((await anon.auth.verifyOtp({ token_hash: `nope-${i}`, type: 'recovery' })).error).toMatchObject({ status: 403 })
    }
    expect((await anon.auth.verifyOtp({ token_hash: 'nope', type: 'recovery' })).error).toMatchObject({
      status: 429,
      code: 'over_request_rate_limit',
    })
    const link = await fetch(`${url}/auth/v1/verify?token=nope&type=signup&redirect_to=http://localhost:4173`, { redirect: 'manual' })
    expect(link.status).toBe(429)
  })

  it('sends at most email_sent e-mails an hour, and a refused sign-up leaves no account behind', async () => {
    const { url } = await start({ rateLimits: { factor: 1, email_sent: 3 } })
    const anon = client(undefined, url)
    for (let i = 0; i < 3; i++) expect((await anon.auth.signUp({ email: uniqueEmail('laiskas'), password: 'Slaptas123!' })).error).toBeNull()
    // Out of mail, an unknown address is refused as a known one would be: the answer reveals nothing.
    expect((await anon.auth.resetPasswordForEmail(uniqueEmail('nera'))).error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
      message: 'Email rate limit exceeded',
    })
    const refused = uniqueEmail('atmestas')
    expect((await clientFrom('127.0.0.2', url).auth.signUp({ email: refused, password: 'Slaptas123!' })).error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
    })
    expect(await mailboxSize(url)).toBe(3)
    const { rows } = await backend!.db.query('select 1 from auth.users where email = $1', [refused])
    expect(rows).toEqual([])
  })

  it('spends no mail on recovery requests for unknown addresses, so sign-ups and resets still get theirs', async () => {
    const { url } = await start()
    // As many requests as the service sends mail in an hour, from four clients (each stays
    // under its 30 requests in five minutes).
    const requests = Array.from({ length: configured.email_sent }, (_, i) => i)
    for (const i of requests) {
      const abuser = clientFrom(`127.0.0.${11 + (i % 4)}`, url)
      expect((await abuser.auth.resetPasswordForEmail(uniqueEmail('nera'))).error).toBeNull()
    }
    expect(await mailboxSize(url)).toBe(0)
    const email = uniqueEmail('tikras')
    expect((await clientFrom('127.0.0.2', url).auth.signUp({ email, password: 'Slaptas123!' })).error).toBeNull()
    expect((await clientFrom('127.0.0.2', url).auth.resetPasswordForEmail(email)).error).toBeNull()
    expect(await mailboxSize(url)).toBe(2)
  })

  it('stops a client that spends its own mail, not the others', async () => {
    const { url } = await start()
    const abuser = clientFrom('127.0.0.3', url)
    const perClient = rateLimitSettings({}, 1).email_sent_per_client
    for (let i = 0; i < perClient; i++) expect((await abuser.auth.signUp({ email: uniqueEmail('daug'), password: 'Slaptas123!' })).error).toBeNull()
    expect((await abuser.auth.signUp({ email: uniqueEmail('daug'), password: 'Slaptas123!' })).error).toMatchObject({
      status: 429,
      code: 'over_email_send_rate_limit',
    })
    // Its unknown-address recoveries are refused too, as a known address's would be.
    expect((await abuser.auth.resetPasswordForEmail(uniqueEmail('nera'))).error).toMatchObject({ status: 429 })
    expect((await clientFrom('127.0.0.4', url).auth.signUp({ email: uniqueEmail('kitas'), password: 'Slaptas123!' })).error).toBeNull()
    expect(await mailboxSize(url)).toBe(perClient + 1)
  })

  it('mails one address at most once a minute of each kind, whether or not it has an account', async () => {
    const { url } = await start()
    const email = uniqueEmail('kartas')
    const unknown = uniqueEmail('nera')
    const first = clientFrom('127.0.0.5', url)
    expect((await first.auth.signUp({ email, password: 'Slaptas123!' })).error).toBeNull()
    expect((await first.auth.resetPasswordForEmail(email)).error).toBeNull()
    expect((await first.auth.resetPasswordForEmail(unknown)).error).toBeNull()
    const again = clientFrom('127.0.0.6', url)
    for (const address of [email, unknown]) {
      const { error } = await again.auth.resetPasswordForEmail(address)
      expect(error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
      expect(error?.message).toMatch(/^For security purposes, you can only request this after \d+ seconds\.$/)
    }
    expect((await again.auth.signUp({ email, password: 'Kitas1234!' })).error).toMatchObject({ status: 429, code: 'over_email_send_rate_limit' })
    expect((await again.auth.resetPasswordForEmail(uniqueEmail('kita'))).error).toBeNull()
    expect(await mailboxSize(url)).toBe(2)
  })

  it('answers an unknown address as slowly as a wrong password (one bcrypt comparison each)', async () => {
    // The cost GoTrue and `npm start` use, so the comparison dominates the answer's time.
    const { url } = await start({ bcryptCost: 10, rateLimits: { factor: 100 } })
    const email = uniqueEmail('laikas')
    const anon = client(undefined, url)
    expect((await anon.auth.signUp({ email, password: 'Slaptas123!' })).error).toBeNull()

    const time = async (address: string) => {
      const started = performance.now()
      const { error } = await anon.auth.signInWithPassword({ email: address, password: 'Neteisingas1' })
      expect(error).toMatchObject({ code: expect.stringMatching(/invalid_credentials|email_not_confirmed/) })
      return performance.now() - started
    }
    const known: number[] = []
    const unknown: number[] = []
    for (let i = 0; i < 5; i++) {
      known.push(await time(email))
      unknown.push(await time(uniqueEmail('nera')))
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[2]
    // Without the decoy comparison an unknown address answered in a few per cent of the time.
    expect(median(unknown)).toBeGreaterThan(median(known) * 0.5)
  })
})

describe('durationSeconds', () => {
  it("reads config.toml's Go durations", () => {
    expect([durationSeconds('60s'), durationSeconds('1m'), durationSeconds('1m30s'), durationSeconds('500ms')]).toEqual([60, 60, 90, 0.5])
    expect(() => durationSeconds('soon')).toThrow()
  })
})

describe('tokenBuckets', () => {
  it('allows a burst of the limit, then refills evenly over the window', () => {
    let now = 0
    const buckets = tokenBuckets(3, 300, () => now)
    expect([buckets.take('a'), buckets.take('a'), buckets.take('a'), buckets.take('a')]).toEqual([true, true, true, false])
    expect(buckets.take('b')).toBe(true)
    now = 99
    expect(buckets.take('a')).toBe(false)
    now = 100
    expect(buckets.take('a')).toBe(true)
    expect(buckets.take('a')).toBe(false)
  })
})
