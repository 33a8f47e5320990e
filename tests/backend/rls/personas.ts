/** The access-matrix personas: anonymous, two members, an active and an inactive administrator. */
import { client, newUser, serviceClient, signInAs, type Client } from '../helpers'

export type Persona = { name: string; client: Client; id: string | null }
export type Personas = Record<'anon' | 'userA' | 'userB' | 'admin' | 'inactiveAdmin', Persona>

let cached: Promise<Personas> | null = null

export function personas() {
  cached ??= (async () => {
    const [a, b, inactive, admin] = await Promise.all([newUser('user-a'), newUser('user-b'), newUser('inactive-admin'), signInAs('admin')])
    const { error } = await serviceClient()
      .from('admin_users')
      .insert({ id: inactive.user!.id, email: inactive.email, role: 'admin', is_active: false })
    if (error) throw error
    return {
      anon: { name: 'anon', client: client(), id: null },
      userA: { name: 'user A', client: a.client, id: a.user!.id },
      userB: { name: 'user B', client: b.client, id: b.user!.id },
      admin: { name: 'admin', client: admin.client, id: admin.user!.id },
      inactiveAdmin: { name: 'inactive admin', client: inactive.client, id: inactive.user!.id },
    }
  })()
  return cached
}

/** Denied reads look like this to the caller: no rows (RLS) or 42501 (no grant at all). */
export function seesNothing(result: { data: unknown[] | null; error: { code?: string } | null }) {
  return (result.error === null && Array.isArray(result.data) && result.data.length === 0) || result.error?.code === '42501'
}
