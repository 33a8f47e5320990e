/**
 * Deleting an account erases its id from every row that named it. Foreign keys to auth.users
 * either remove the row with the account (the member's own rows) or set the column to null
 * (who decided, edited, hid, resolved, created or uploaded); this checks the result, not the
 * schema: a member, an entry manager and an administrator each touch every kind of row they
 * can, delete their accounts one after another, and after each deletion every foreign key
 * the catalogue lists as pointing at auth.users is read for the deleted ids.
 */
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { openDatabase } from '../../server/db/open-database.mjs'
import { addCommunities, client, databaseUrl, engine, newUser, serviceClient } from './helpers'

type Account = Awaited<ReturnType<typeof newUser>> & { id: string }
type Reference = { schema: string; table: string; column: string }

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`
const slug = `istrynimas-${stamp}`
const community = `istrynimas-${stamp}`
const factKey = `istrynimas-${stamp}`
const inDays = (days: number, hour = 18) => {
  const at = new Date(Date.now() + days * 86_400_000)
  at.setUTCHours(hour, 0, 0, 0)
  return at.toISOString()
}

/**
 * Reads the catalogue: the suite's PostgreSQL 15 cluster, or on PGlite (whose database lives in
 * the setup process) a fresh one built from the same SQL.
 */
async function fromCatalogue<R extends Record<string, unknown>>(sql: string): Promise<R[]> {
  const db = engine === 'postgres15' ? await openDatabase({ databaseUrl }) : await openDatabase({ dataDir: null })
  try {
    return (await db.query<R>(sql)).rows
  } finally {
    await db.close()
  }
}

/** The foreign keys that point at auth.users (single-column ones, as they all are). */
const referencesToUsers = () =>
  fromCatalogue<Reference>(`
    select n.nspname as schema, c.relname as table, a.attname as column
    from pg_constraint k
    join pg_class c on c.oid = k.conrelid
    join pg_namespace n on n.oid = c.relnamespace
    join pg_attribute a on a.attrelid = k.conrelid and a.attnum = k.conkey[1]
    where k.contype = 'f' and k.confrelid = 'auth.users'::regclass and array_length(k.conkey, 1) = 1
    order by 1, 2, 3`)

/**
 * The rows of one reference that still name any of `ids`. Tables of the data API are read as
 * service_role; the auth server's own tables are not exposed, so there they are read directly
 * on PostgreSQL, and on PGlite (whose data lives in the suite's setup process) through what
 * the auth API does with them.
 */
async function stillNaming(reference: Reference, ids: string[], deleted: Account[]): Promise<unknown[]> {
  const { schema, table, column } = reference
  if (engine === 'postgres15') {
    const db = new pg.Client({ connectionString: databaseUrl })
    await db.connect()
    try {
      const { rows } = await db.query(`select ${pg.escapeIdentifier(column)}::text as id from ${pg.escapeIdentifier(schema)}.${pg.escapeIdentifier(table)} where ${pg.escapeIdentifier(column)} = any($1::uuid[])`, [ids])
      return rows
    } finally {
      await db.end()
    }
  }
  if (schema === 'public') {
    const { data, error } = await serviceClient()
      .from(table as never)
      .select(column)
      .in(column, ids)
    if (error) throw error
    return data
  }
  if (`${schema}.${table}.${column}` === 'auth.identities.user_id') {
    // An identity left behind would let its password sign in again.
    const signIns = await Promise.all(deleted.map(({ email, password }) => client().auth.signInWithPassword({ email, password })))
    return signIns.filter((result) => result.error?.code !== 'invalid_credentials')
  }
  if (`${schema}.${table}.${column}` === 'auth.sessions.user_id') {
    // A session left behind would still rotate its refresh token.
    const refreshes = await Promise.all(deleted.map(({ client: signedIn }) => signedIn.auth.refreshSession()))
    return refreshes.filter((result) => result.error === null)
  }
  if (['private.email_outbox.user_id', 'private.chat_room_authors.author_id'].includes(`${schema}.${table}.${column}`)) {
    // Nothing on the API reads the outbox or the room counts' rows (by design): the PostgreSQL 15 run reads them above.
    return []
  }
  throw new Error(`no way to read ${schema}.${table}.${column} on PGlite: add one here`)
}

let references: Reference[]
let admin: Account
let manager: Account
let member: Account
let entryId: string
let roomId: string

async function account(prefix: string): Promise<Account> {
  const created = await newUser(prefix)
  return { ...created, id: created.user!.id }
}

/** What a request the test needs to go through answers (null for a write that selects nothing). */
async function must<T>(request: PromiseLike<{ data: T; error: unknown }>): Promise<NonNullable<T>> {
  const { data, error } = await request
  if (error) throw error
  return data as NonNullable<T>
}

async function deleteAccount(who: Account) {
  const { error } = await who.client.rpc('delete_own_account', { confirm_email: who.email })
  expect(error).toBeNull()
}

/** Every reference, read for the deleted accounts' ids: none may still name one. */
async function expectErased(deleted: Account[]) {
  const ids = deleted.map((who) => who.id)
  const left: Record<string, unknown[]> = {}
  for (const reference of references) {
    const rows = await stillNaming(reference, ids, deleted)
    if (rows.length > 0) left[`${reference.schema}.${reference.table}.${reference.column}`] = rows
  }
  expect(left).toEqual({})
}

beforeAll(async () => {
  references = await referencesToUsers()
  ;[admin, manager, member] = await Promise.all([account('istrynimas-admin'), account('istrynimas-tvarkytoja'), account('istrynimas-narys')])
  const service = serviceClient()
  await must(service.from('admin_users').insert({ id: admin.id, email: admin.email, role: 'admin' }))
  await addCommunities(community)
  entryId = (await must(service.from('directory_entries').insert({ directory: 'communities', slug, status: 'published', name: 'Ištrynimo bendruomenė', town: 'Lidsas' }).select('id').single())).id
  await must(
    service
      .from('essential_facts')
      .insert({ key: factKey, kind: 'phone', label: 'Ištrynimo faktas', value: '999', source_url: 'https://www.gov.uk/', checked_on: '2026-11-25', sort_order: 999 }),
  )

  // The administrator opens a room; everyone else writes in it.
  roomId = (await must(admin.client.from('chat_rooms').insert({ slug: `istrynimas-${stamp}`, kind: 'open', name: 'Ištrynimo kambarys' }).select('id').single())).id

  for (const who of [member, manager]) {
    const c = who.client
    const name = who === member ? 'narys' : 'tvarkytoja'
    const membership = await must(
      c.from('community_memberships').insert({ user_id: who.id, community_id: community, community_name: 'Ištrynimo bendruomenė', reason: 'participate', status: 'pending', membership_type: 'member' }).select('id').single(),
    )
    await must(admin.client.from('community_memberships').update({ status: 'approved' }).eq('id', membership.id))

    const event = await must(
      c
        .from('events')
        .insert({ title: `Ištrynimo renginys ${name}`, description: 'Renginys, kurį ištrins paskyra.', category: 'Kultūra', starts_at: inDays(30), ends_at: inDays(30, 21), town: 'Lidsas', region: 'Anglija' })
        .select('id')
        .single(),
    )
    await must(admin.client.from('events').update({ status: 'approved' }).eq('id', event.id))

    const classified = await must(
      c.from('classifieds').insert({ title: `Ištrynimo skelbimas ${name}`, body: 'Skelbimas, kurį ištrins paskyra.', category: 'Parduoda', town: 'Lidsas' }).select('id').single(),
    )
    await must(admin.client.from('classifieds').update({ status: 'approved' }).eq('id', classified.id))

    await must(c.from('chat_messages').insert({ room_id: roomId, body: `Sveiki, aš ${name}.` }))
    await must(c.from('chat_rooms').insert({ kind: 'topic', name: `Ištrynimo tema ${name}`, topic_category: 'bustas' }))

    const correction = await must(c.from('entry_corrections').insert({ entry_id: entryId, changes: { town: `Jorkas ${name}` }, note: 'Persikėlė.' }).select('id').single())
    if (who === manager) await must(admin.client.rpc('apply_entry_correction', { correction_id: correction.id }))
    else await must(admin.client.from('entry_corrections').update({ status: 'rejected', rejection_reason: 'Nepatvirtinta.' }).eq('id', correction.id))

    const claim = await must(c.from('entry_claims').insert({ entry_id: entryId, role: 'Pirmininkė', verification: 'Paskambinkite bendruomenei.' }).select('id').single())
    if (who === manager) await must(admin.client.from('entry_claims').update({ status: 'approved' }).eq('id', claim.id))
    else await must(admin.client.from('entry_claims').update({ status: 'rejected', rejection_reason: 'Nepatvirtinta.' }).eq('id', claim.id))
  }

  // The manager writes about the entry and the administrator publishes it; the administrator
  // publishes an article of their own.
  const managed = await must(
    manager.client
      .from('articles')
      .insert({ title: `Ištrynimo straipsnis ${stamp}`, lead: 'Straipsnis, kurį ištrins paskyra.', body: 'Straipsnio tekstas.', category: 'Bendruomenė', entry_id: entryId, status: 'pending' })
      .select('id')
      .single(),
  )
  await must(admin.client.from('articles').update({ status: 'published' }).eq('id', managed.id))
  await must(
    admin.client
      .from('articles')
      .insert({ title: `Administratorės ištrynimo straipsnis ${stamp}`, lead: 'Straipsnis, kurį ištrins paskyra.', body: 'Straipsnio tekstas.', category: 'Kultūra', status: 'published' }),
  )

  // Each replies to and reports the other's classified, and reports the other's message.
  const classifiedOf = async (who: Account) => (await must(serviceClient().from('classifieds').select('id').eq('posted_by', who.id).single())).id
  const messageOf = async (who: Account) => (await must(serviceClient().from('chat_messages').select('id').eq('author_id', who.id).single())).id
  for (const [who, other] of [[member, manager], [manager, member]] as const) {
    await must(who.client.from('classified_replies').insert({ classified_id: await classifiedOf(other), body: 'Ar dar turite?' }))
    await must(who.client.from('content_reports').insert({ target_kind: 'classified', target_id: await classifiedOf(other), reason: 'other', note: 'Bandymas.' }))
    await must(who.client.from('content_reports').insert({ target_kind: 'chat_message', target_id: await messageOf(other), reason: 'spam', note: 'Bandymas.' }))
  }

  // The administrator's own work: a hidden message, resolved reports, a mute, a media row, a
  // changed fact, and the manager's edit of the entry after the administrator's.
  await must(admin.client.from('chat_messages').update({ hidden_at: new Date().toISOString() }).eq('author_id', manager.id))
  await must(admin.client.rpc('dismiss_reports', { target_kind: 'chat_message', target_id: await messageOf(member), reason: 'Bandymas.' }))
  await must(admin.client.from('chat_mutes').insert({ user_id: member.id, until: inDays(1), reason: 'Bandymas.' }))
  await must(admin.client.from('media').insert({ filename: `istrynimas-${stamp}.png`, original_name: 'x.png', file_path: `istrynimas-${stamp}.png`, file_size: 1, mime_type: 'image/png' }))
  await must(admin.client.from('essential_facts').update({ label: 'Ištrynimo faktas, pakeistas' }).eq('key', factKey))
  await must(manager.client.from('directory_entries').update({ summary: 'Tvarkytojos aprašymas.' }).eq('id', entryId))
})

afterAll(async () => {
  const service = serviceClient()
  await service.from('articles').delete().in('title', [`Ištrynimo straipsnis ${stamp}`, `Administratorės ištrynimo straipsnis ${stamp}`])
  await service.from('media').delete().eq('filename', `istrynimas-${stamp}.png`)
  await service.from('chat_rooms').delete().eq('id', roomId)
  await service.from('directory_entries').delete().eq('id', entryId)
  await service.from('essential_facts').delete().eq('key', factKey)
})

describe('deleting an account', () => {
  it('reads every foreign key to auth.users, the ones known to have kept ids among them', () => {
    const columns = references.map((reference) => `${reference.schema}.${reference.table}.${reference.column}`)
    expect(columns).toEqual(
      expect.arrayContaining(['public.directory_entries.updated_by', 'public.community_memberships.decided_by', 'public.essential_facts.updated_by']),
    )
  })

  it('is let through untouched by every BEFORE UPDATE trigger an erasure fires (no stamp writes the id back)', async () => {
    // Row triggers on a table whose foreign key to auth.users sets null, firing on any update
    // or on an update of that column.
    const triggers = await fromCatalogue<{ trigger: string; source: string }>(`
      select t.tgrelid::regclass::text || ': ' || t.tgname as trigger, p.prosrc as source
      from pg_trigger t
      join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and t.tgtype & 1 = 1 and t.tgtype & 2 = 2 and t.tgtype & 16 = 16
        and exists (
          select 1 from pg_constraint k
          where k.conrelid = t.tgrelid and k.contype = 'f' and k.confrelid = 'auth.users'::regclass and k.confdeltype = 'n'
            and (cardinality(t.tgattr::int2[]) = 0 or k.conkey[1] = any (t.tgattr::int2[]))
        )
      order by 1`)
    expect(triggers.length).toBeGreaterThanOrEqual(10)
    expect(triggers.filter((row) => !row.source.includes('private.only_erases_deleted_users(')).map((row) => row.trigger)).toEqual([])
  })

  it('leaves no row naming the administrator, whose decisions and edits stay without a name', async () => {
    // The rows the administrator touched exist before the deletion, so the check is not vacuous.
    const service = serviceClient()
    expect((await must(service.from('community_memberships').select('decided_by').eq('community_id', community))).map((row) => row.decided_by)).toEqual([admin.id, admin.id])
    expect((await must(service.from('essential_facts').select('updated_by').eq('key', factKey).single())).updated_by).toBe(admin.id)

    await deleteAccount(admin)
    await expectErased([admin])
    expect(await must(service.from('community_memberships').select('decided_by, status').eq('community_id', community))).toEqual([
      { decided_by: null, status: 'approved' },
      { decided_by: null, status: 'approved' },
    ])
    expect(await must(service.from('essential_facts').select('updated_by, label').eq('key', factKey).single())).toEqual({ updated_by: null, label: 'Ištrynimo faktas, pakeistas' })
    // The administrator's article stays published, without their id or name; the one they
    // approved keeps its decision, without its decider.
    expect(await must(service.from('articles').select('author_id, author_name, status').eq('title', `Administratorės ištrynimo straipsnis ${stamp}`).single())).toEqual({
      author_id: null,
      author_name: '',
      status: 'published',
    })
    expect(await must(service.from('articles').select('decided_by, status').eq('title', `Ištrynimo straipsnis ${stamp}`).single())).toEqual({ decided_by: null, status: 'published' })
  })

  it('leaves no row naming the entry manager, whose edit of the entry stays without a name', async () => {
    const service = serviceClient()
    expect((await must(service.from('directory_entries').select('updated_by').eq('id', entryId).single())).updated_by).toBe(manager.id)

    await deleteAccount(manager)
    await expectErased([admin, manager])
    expect(await must(service.from('directory_entries').select('updated_by, summary').eq('id', entryId).single())).toEqual({ updated_by: null, summary: 'Tvarkytojos aprašymas.' })
    // The audit trail keeps what changed, not who.
    const trail = await must(service.from('directory_entry_changes').select('changed_by, new_values').eq('entry_id', entryId))
    expect(trail).toContainEqual({ changed_by: null, new_values: { summary: 'Tvarkytojos aprašymas.' } })
    // The manager's article stays published; its byline goes with the account.
    expect(await must(service.from('articles').select('author_id, author_name, status').eq('title', `Ištrynimo straipsnis ${stamp}`).single())).toEqual({
      author_id: null,
      author_name: '',
      status: 'published',
    })
  })

  it('leaves no row naming the member either', async () => {
    await deleteAccount(member)
    await expectErased([admin, manager, member])
  })
})
