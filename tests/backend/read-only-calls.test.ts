/**
 * PostgREST runs function calls made with GET or HEAD in a read-only transaction: a link, an
 * image tag or a prefetch must never change data. Deleting an account takes a POST.
 */
import { describe, expect, it } from 'vitest'
import { ANON_KEY, apiUrl, newUser, serviceClient } from './helpers'

/** The profile goes with the account (a foreign key on auth.users cascades). */
async function accountExists(id: string) {
  const { data, error } = await serviceClient().from('profiles').select('id').eq('id', id)
  if (error) throw error
  return data.length === 1
}

describe('function calls over GET and HEAD', () => {
  it.each(['GET', 'HEAD'])('%s on delete_own_account is refused as a write in a read-only call, and the account stays', async (method) => {
    const { client: signedIn, user, email } = await newUser('readonly')
    const { data } = await signedIn.auth.getSession()
    const response = await fetch(`${apiUrl}/rest/v1/rpc/delete_own_account?${new URLSearchParams({ confirm_email: email })}`, {
      method,
      headers: { apikey: ANON_KEY, Authorization: `Bearer ${data.session!.access_token}` },
    })
    expect(response.status).toBe(405)
    expect(await accountExists(user.id)).toBe(true)
  })

  it('POST still deletes the account, as the account page asks it to', async () => {
    const { client: signedIn, user, email } = await newUser('readonly-post')
    const { error } = await signedIn.rpc('delete_own_account', { confirm_email: email })
    expect(error).toBeNull()
    expect(await accountExists(user.id)).toBe(false)
  })
})
