/**
 * Corrections and claims on directory entries: a member proposes new values, an administrator
 * applies them in one action (and the entry is marked checked); an approved claim makes the
 * member a manager, who edits the entry's public fields and nothing else; every change is in
 * the audit trail, which only administrators read.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { client, newUser, serviceClient, signInAs, type Client } from './helpers'

let admin: Client
let adminId: string
let member: { client: Client; user: { id: string } }
let other: Client
let entryId: string
const slug = `pataisymai-${Date.now()}`

beforeAll(async () => {
  const signedIn = await signInAs('admin')
  admin = signedIn.client
  adminId = signedIn.user.id
  member = await newUser('pataisymai')
  other = (await newUser('pataisymai-kitas')).client
  const { data, error } = await serviceClient()
    .from('directory_entries')
    .insert({ directory: 'communities', slug, status: 'published', name: 'Pataisymų bendruomenė', town: 'Lidsas', email: 'senas@example.org' })
    .select('id')
    .single()
  if (error) throw error
  entryId = data.id
})

afterAll(async () => {
  await serviceClient().from('directory_entries').delete().eq('id', entryId)
})

const correct = (who: Client, changes: Record<string, unknown>, note = 'Persikėlėme.') =>
  who.from('entry_corrections').insert({ entry_id: entryId, changes: changes as never, note }).select('id, status, submitted_by').single()

describe('entry corrections', () => {
  it('are proposed by a member, seen by them and administrators, applied in one action that also marks the entry checked', async () => {
    const { data, error } = await correct(member.client, { town: 'Jorkas', email: 'naujas@example.org' })
    expect(error).toBeNull()
    expect(data).toMatchObject({ status: 'pending', submitted_by: member.user.id })
    const seen = async (who: Client) => ((await who.from('entry_corrections').select('id').eq('id', data!.id)).data ?? []).length
    expect(await seen(member.client)).toBe(1)
    expect(await seen(other)).toBe(0)
    expect(await seen(admin)).toBe(1)

    expect((await member.client.rpc('apply_entry_correction', { correction_id: data!.id })).error?.code).toBe('42501')
    const applied = await admin.rpc('apply_entry_correction', { correction_id: data!.id })
    expect(applied.error).toBeNull()
    const entry = await client().from('directory_entries').select('town, email, last_verified_at').eq('id', entryId).single()
    expect(entry.data).toMatchObject({ town: 'Jorkas', email: 'naujas@example.org' })
    expect(Date.now() - Date.parse(entry.data!.last_verified_at!)).toBeLessThan(60_000)
    expect((await member.client.from('entry_corrections').select('status').eq('id', data!.id).single()).data?.status).toBe('applied')
    expect((await admin.rpc('apply_entry_correction', { correction_id: data!.id })).error?.code).toBe('PT422')
  })

  it('change only public fields, as plain text, and are not for signed-out visitors', async () => {
    const status = await correct(member.client, { status: 'archived' })
    expect(status.error?.code).toBe('PT422')
    expect(status.error?.message).toBe('Pataisyti galima tik viešai rodomus įrašo laukus.')
    const html = await correct(member.client, { summary: '<script>alert(1)</script>' })
    expect(html.error?.code).toBe('PT422')
    expect((await client().from('entry_corrections').insert({ entry_id: entryId, changes: { town: 'X' }, note: '' })).error?.code).toBe('42501')
  })

  it('are rejected only with a reason', async () => {
    const { data } = await correct(member.client, { town: 'Niekur' })
    expect((await admin.from('entry_corrections').update({ status: 'rejected' }).eq('id', data!.id)).error?.code).toBe('23514')
    expect((await admin.from('entry_corrections').update({ status: 'rejected', rejection_reason: 'Nepatvirtinta.' }).eq('id', data!.id)).error).toBeNull()
  })

  it('are at most 10 a day per member', async () => {
    const busy = (await newUser('pataisymai-daug')).client
    for (let i = 0; i < 10; i++) expect((await correct(busy, { town: `Miestas ${i}` })).error).toBeNull()
    expect((await correct(busy, { town: 'Vienuoliktas' })).error?.code).toBe('PT429')
  })
})

describe('entry claims and managers', () => {
  it('make an approved claimant a manager who edits the public fields only, with every change in the audit trail', async () => {
    const claim = await member.client.from('entry_claims').insert({ entry_id: entryId, role: 'Pirmininkė', verification: 'Paskambinkite bendruomenės telefonu.' }).select('id, status').single()
    expect(claim.data?.status).toBe('pending')
    const edit = () => member.client.from('directory_entries').update({ summary: 'Tvarkytojos aprašymas.' }).eq('id', entryId).select('summary')
    expect((await edit()).data).toEqual([])

    expect((await member.client.from('entry_claims').update({ status: 'approved' }).eq('id', claim.data!.id).select('id')).data).toEqual([])
    expect((await admin.from('entry_claims').update({ status: 'approved' }).eq('id', claim.data!.id)).error).toBeNull()
    expect((await member.client.from('entry_managers').select('entry_id, role')).data).toEqual([{ entry_id: entryId, role: 'Pirmininkė' }])

    expect((await edit()).data).toEqual([{ summary: 'Tvarkytojos aprašymas.' }])
    const status = await member.client.from('directory_entries').update({ status: 'archived' }).eq('id', entryId)
    expect(status.error?.code).toBe('42501')
    expect((await other.from('directory_entries').update({ summary: 'Svetimas.' }).eq('id', entryId).select('id')).data).toEqual([])
    // A manager of one entry edits no other.
    const elsewhere = await serviceClient().from('directory_entries').insert({ directory: 'communities', slug: `${slug}-kita`, status: 'published', name: 'Kita bendruomenė' }).select('id').single()
    expect((await member.client.from('directory_entries').update({ summary: 'Ne mano.' }).eq('id', elsewhere.data!.id).select('id')).data).toEqual([])
    await serviceClient().from('directory_entries').delete().eq('id', elsewhere.data!.id)

    const trail = await admin.from('directory_entry_changes').select('changed_by, old_values, new_values').eq('entry_id', entryId).order('changed_at')
    expect(trail.data).toEqual(
      expect.arrayContaining([
        { changed_by: adminId, old_values: expect.objectContaining({ town: 'Lidsas', email: 'senas@example.org' }), new_values: expect.objectContaining({ town: 'Jorkas', email: 'naujas@example.org' }) },
        { changed_by: member.user.id, old_values: { summary: null }, new_values: { summary: 'Tvarkytojos aprašymas.' } },
      ]),
    )
    expect((await member.client.from('directory_entry_changes').select('id').eq('entry_id', entryId)).data).toEqual([])
  })
})
