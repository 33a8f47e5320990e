/**
 * Someone who signs up with another person's address before they do must not keep a way into
 * the account the owner confirms later: the owner's sign-up replaces the password, the metadata
 * and the profile, the earlier link stops working, and confirming ends every earlier session.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { rateLimitSettings } from '../../server/auth/rate-limits.mjs'
import { startBackend } from '../../server/index.mjs'
import { client, databaseUrl, followLink, latestMail, uniqueEmail } from './helpers'

const attackerPassword = 'Piktas123!'
const ownerPassword = 'Savininke1!'

describe('a sign-up for an address nobody has confirmed', () => {
  it('replaces the earlier sign-up: only the confirmed owner signs in, and the first link no longer confirms', async () => {
    const email = uniqueEmail('savininke')
    const attacker = await client().auth.signUp({ email, password: attackerPassword, options: { data: { first_name: 'Piktas', last_name: 'Užpuolikas' } } })
    expect(attacker.error).toBeNull()
    const attackerLink = (await latestMail(email))!.links[0]
    // Confirmations are required: the unconfirmed account opens no session for anyone.
    expect((await client().auth.signInWithPassword({ email, password: attackerPassword })).error).toMatchObject({ code: 'email_not_confirmed' })

    // One confirmation mail per address per max_frequency (raised for the suite).
    await new Promise((resolve) => setTimeout(resolve, rateLimitSettings().max_frequency * 1000 + 20))
    const owner = await client().auth.signUp({ email, password: ownerPassword, options: { data: { first_name: 'Ona', last_name: 'Onaitė' } } })
    // The same answer as a first sign-up: a user with its identity, nothing of the earlier one.
    expect(owner.error).toBeNull()
    expect(owner.data.user?.identities).toHaveLength(1)
    expect(owner.data.user?.user_metadata).toEqual({ first_name: 'Ona', last_name: 'Onaitė' })
    expect(owner.data.user?.id).not.toBe(attacker.data.user?.id)
    const ownerLink = (await latestMail(email))!.links[0]
    expect(ownerLink).not.toBe(attackerLink)

    expect((await followLink(attackerLink)).hash).toContain('error_code=otp_expired')
    expect(new URLSearchParams((await followLink(ownerLink)).hash.slice(1)).get('access_token')).toBeTruthy()

    expect((await client().auth.signInWithPassword({ email, password: attackerPassword })).error).toMatchObject({ code: 'invalid_credentials' })
    const signedIn = client()
    const { data, error } = await signedIn.auth.signInWithPassword({ email, password: ownerPassword })
    expect(error).toBeNull()
    const profile = await signedIn.from('profiles').select('first_name, last_name').eq('id', data.user!.id).single()
    expect(profile.data).toEqual({ first_name: 'Ona', last_name: 'Onaitė' })
  })

  describe('confirming', () => {
    let backend: Awaited<ReturnType<typeof startBackend>> | null = null
    afterEach(async () => {
      await backend?.close()
      backend = null
    })

    it('ends every session the account had before its address was confirmed', async () => {
      // A backend of its own, to place a session no API call can open before confirmation.
      backend = await startBackend({ port: 0, dataDir: null, databaseUrl: databaseUrl || undefined, bcryptCost: 4, quiet: true })
      const email = uniqueEmail('pries')
      expect((await client(undefined, backend.url).auth.signUp({ email, password: ownerPassword })).error).toBeNull()
      const { rows } = (await backend.db.query('select id from auth.users where email = $1', [email])) as { rows: { id: string }[] }
      const earlier = crypto.randomUUID()
      await backend.db.query('insert into auth.sessions (id, user_id) values ($1, $2)', [earlier, rows[0].id])
      await backend.db.query("insert into auth.refresh_tokens (token, user_id, session_id) values ('ankstesnis', $1, $2)", [rows[0].id, earlier])

      const mail = backend.outbox.list().find((message) => message.to === email)!
      expect(new URLSearchParams((await followLink(mail.links[0])).hash.slice(1)).get('access_token')).toBeTruthy()

      const refreshed = await client(undefined, backend.url).auth.refreshSession({ refresh_token: 'ankstesnis' })
      expect(refreshed.error).toMatchObject({ code: 'refresh_token_not_found' })
    })
  })
})
