/**
 * GoTrue's refresh-token reuse rule (supabase/config.toml, [auth] refresh_token_reuse_interval):
 * a rotated token presented again within the interval returns the session's current pair (two
 * tabs refreshing at once); after it, the reuse is treated as theft and the session's whole
 * token family is revoked.
 */
import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { REFRESH_TOKEN_REUSE_INTERVAL } from '../../server/config.mjs'
import { startBackend } from '../../server/index.mjs'
import { client, databaseUrl, seeded } from './helpers'

async function rotatedOnce(url?: string) {
  const user = client(undefined, url)
  const { data, error } = await user.auth.signInWithPassword(seeded.member)
  if (error) throw error
  const first = data.session!.refresh_token
  const refreshed = await user.auth.refreshSession()
  if (refreshed.error) throw refreshed.error
  return { first, current: refreshed.data.session!.refresh_token }
}

describe('refresh token reuse', () => {
  it('takes the interval from supabase/config.toml', () => {
    const toml = readFileSync('supabase/config.toml', 'utf8')
    expect(toml).toMatch(new RegExp(`^refresh_token_reuse_interval = ${REFRESH_TOKEN_REUSE_INTERVAL}$`, 'm'))
    expect(REFRESH_TOKEN_REUSE_INTERVAL).toBe(10)
  })

  it('within the interval returns the current pair, however often the old token comes back', async () => {
    const { first, current } = await rotatedOnce()
    const again = await client().auth.refreshSession({ refresh_token: first })
    expect(again.error).toBeNull()
    expect(again.data.session!.refresh_token).toBe(current)
    const next = await client().auth.refreshSession({ refresh_token: current })
    expect(next.error).toBeNull()
    const newest = next.data.session!.refresh_token
    expect(newest).not.toBe(current)
    expect((await client().auth.refreshSession({ refresh_token: first })).data.session!.refresh_token).toBe(newest)
    const { data } = await client().auth.getUser(again.data.session!.access_token)
    expect(data.user?.email).toBe(seeded.member.email)
  })

  describe('after the interval', () => {
    let backend: Awaited<ReturnType<typeof startBackend>>
    beforeAll(async () => {
      backend = await startBackend({ port: 0, dataDir: null, databaseUrl: databaseUrl || undefined, bcryptCost: 4, quiet: true, refreshTokenReuseInterval: 1 })
    })
    afterAll(() => backend.close())

    it('refuses the old token as Already Used and revokes the whole session family', async () => {
      const { first, current } = await rotatedOnce(backend.url)
      await new Promise((resolve) => setTimeout(resolve, 1500))
      const reused = await client(undefined, backend.url).auth.refreshSession({ refresh_token: first })
      expect(reused.error).toMatchObject({ status: 400, code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' })
      const family = await client(undefined, backend.url).auth.refreshSession({ refresh_token: current })
      expect(family.error).toMatchObject({ code: 'refresh_token_already_used', message: 'Invalid Refresh Token: Already Used' })
      // Other sessions of the same user are untouched.
      expect((await rotatedOnce(backend.url)).current).toBeTruthy()
    })
  })
})
